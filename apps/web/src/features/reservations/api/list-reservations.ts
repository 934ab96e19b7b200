import { RESERVED_LIST_LIMIT, type ReservationState, routes } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type StatusFilter = ReservationState | '';

/** Every reserved-list cache lives under the route path (the invite modal prepends to it). */
export const reservationsKey = (byStatus: StatusFilter) => [
  routes.listReservations.path,
  { by_status: byStatus },
];

export const listReservations = (byStatus: StatusFilter, offset: number, signal?: AbortSignal) =>
  callOrThrow(routes.listReservations, {
    query: { limit: RESERVED_LIST_LIMIT, offset, by_status: byStatus },
    ...(signal ? { signal } : {}),
  });

/** Spec §3/§9: limit 10, by_status empty at first; further pages load on demand. */
export const reservationsQuery = (byStatus: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: reservationsKey(byStatus),
    queryFn: ({ pageParam, signal }) => listReservations(byStatus, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reserved_memberships.length, 0);
      return loaded < last.total && last.reserved_memberships.length > 0 ? loaded : undefined;
    },
  });

export const useReservations = (byStatus: StatusFilter) => useInfiniteQuery(reservationsQuery(byStatus));
