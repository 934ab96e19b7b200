import type { CurrentUserDto } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '../features/dashboard/api/get-stats';
import { accessStateOf } from './auth/access';

/**
 * The first data of the screen the portal opens on, asked for as soon as the API has said who is
 * signed in (issue 22), in parallel with the screen's code instead of after it. The dashboard's
 * largest paint is its date line, which comes with the figures; the screen then finds them in the
 * cache. Only for people whose landing it is (management), so nobody's browser asks for more than
 * their screen shows.
 */
export function prefetchFirstScreen(client: QueryClient, user: CurrentUserDto, pathname: string): void {
  if (accessStateOf('signed-in', user) !== 'management') return;
  if (pathname === '/' || pathname === '/dashboard') void client.prefetchQuery(statsQueryOptions());
}
