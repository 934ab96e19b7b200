import { type CurrentUserDto, MEMBERSHIP_STATUSES } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '../features/dashboard/api/get-stats';
import { addictionsQueryOptions } from '../features/patients/api/list-addictions';
import { listFilters, membershipPagesQueryOptions } from '../features/patients/api/list-memberships';
import { accessStateOf } from './auth/access';

/**
 * The first data of the screen the portal opens on, asked for as soon as the API has said who is
 * signed in (issue 22), in parallel with the screen's code instead of after it. The dashboard's
 * largest paint is its date line, which comes with the figures; the screen then finds them in the
 * cache. Only for people whose landing it is (management), so nobody's browser asks for more than
 * their screen shows.
 */
export function prefetchFirstScreen(
  client: QueryClient,
  user: CurrentUserDto,
  pathname: string,
  search = '',
): void {
  if (accessStateOf('signed-in', user) !== 'management') return;
  if (pathname === '/' || pathname === '/dashboard') void client.prefetchQuery(statsQueryOptions());
  if (pathname === '/patients') {
    // The list's first page as the page will ask for it (`?status=` as PatientsScreen reads it), and
    // the addictions its filter and rows name: on a phone the list used to be asked for only once the
    // screen had rendered, hundreds of milliseconds after the answer of /v3/me.
    const asked = new URLSearchParams(search).get('status');
    const status = MEMBERSHIP_STATUSES.find((s) => s === asked) ?? '';
    void client.prefetchInfiniteQuery(membershipPagesQueryOptions(listFilters('', status, '')));
    void client.prefetchQuery(addictionsQueryOptions());
  }
}
