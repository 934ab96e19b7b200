import { type HomeStats, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { DASHBOARD_REFRESH_MS, dashboardQueryKey } from './refresh';

export const getStats = (): Promise<HomeStats> => callOrThrow(routes.homeStats);

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'stats'],
    queryFn: getStats,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useStats = () => useQuery(statsQueryOptions());
