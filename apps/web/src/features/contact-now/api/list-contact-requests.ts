import { type ContactRequest, type ContactRequestStatus, routes } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const contactRequestsQueryKey = ['contact_requests'] as const;
export const HISTORY_PAGE_SIZE = 20;

export async function listContactRequests(
  status: ContactRequestStatus,
  offset = 0,
): Promise<{ requests: ContactRequest[]; total: number }> {
  const res = await callOrThrow(routes.listContactRequests, {
    query: { status, limit: status === 'open' ? 100 : HISTORY_PAGE_SIZE, offset },
  });
  return { requests: res.contact_requests, total: res.total };
}

/** Polls every 30 s only while the live connection is down (`live` false). */
export const contactRequestsQueryOptions = (status: ContactRequestStatus, offset: number, live: boolean) =>
  queryOptions({
    queryKey: [...contactRequestsQueryKey, status, offset],
    queryFn: () => listContactRequests(status, offset),
    refetchInterval: live ? false : 30_000,
    placeholderData: keepPreviousData,
  });

export const useContactRequests = (status: ContactRequestStatus, offset: number, live: boolean) =>
  useQuery(contactRequestsQueryOptions(status, offset, live));
