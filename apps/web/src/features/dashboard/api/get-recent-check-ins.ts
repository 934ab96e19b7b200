import { type RecentCheckIn, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { DASHBOARD_REFRESH_MS, dashboardQueryKey } from './refresh';

export const RECENT_CHECK_INS = 8;

export async function getRecentCheckIns(): Promise<RecentCheckIn[]> {
  return (await callOrThrow(routes.homeRecentCheckIns, { query: { limit: RECENT_CHECK_INS } })).check_ins;
}

export const recentCheckInsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'recent-check-ins'],
    queryFn: getRecentCheckIns,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useRecentCheckIns = () => useQuery(recentCheckInsQueryOptions());
