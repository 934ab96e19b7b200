import { type ContactRequest, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { DASHBOARD_REFRESH_MS, dashboardQueryKey } from './refresh';

export const OPEN_REQUESTS_SHOWN = 5;

export async function getOpenRequests(): Promise<{ requests: ContactRequest[]; total: number }> {
  const res = await callOrThrow(routes.listContactRequests, {
    query: { status: 'open', limit: OPEN_REQUESTS_SHOWN },
  });
  return { requests: res.contact_requests, total: res.total };
}

export const openRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'open-contact-requests'],
    queryFn: getOpenRequests,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useOpenRequests = () => useQuery(openRequestsQueryOptions());
