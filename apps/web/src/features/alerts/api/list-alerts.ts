import { type Alert, type ListAlertsQuery, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const alertsQueryKey = ['alerts'] as const;

type Filter = Pick<ListAlertsQuery, 'status'> & { membership_id?: string };

export async function listAlerts(filter: Filter): Promise<{ alerts: Alert[]; total: number; open: number }> {
  return callOrThrow(routes.listAlerts, { query: { ...filter, limit: 100, offset: 0 } });
}

/** Polls every 60 s only while the live connection is down (`live` false). */
export const alertsQueryOptions = (filter: Filter, live: boolean) =>
  queryOptions({
    queryKey: [...alertsQueryKey, filter.status, filter.membership_id ?? 'center'],
    queryFn: () => listAlerts(filter),
    refetchInterval: live ? false : 60_000,
  });

export const useAlerts = (filter: Filter, live: boolean) => useQuery(alertsQueryOptions(filter, live));
