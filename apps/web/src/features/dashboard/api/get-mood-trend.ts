import { type MoodTrend, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { DASHBOARD_REFRESH_MS, dashboardQueryKey } from './refresh';

export const getMoodTrend = (): Promise<MoodTrend> => callOrThrow(routes.homeMoodTrend);

export const moodTrendQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'mood-trend'],
    queryFn: getMoodTrend,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useMoodTrend = () => useQuery(moodTrendQueryOptions());
