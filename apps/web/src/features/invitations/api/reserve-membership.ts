import { type BodyInputOf, type ReservedMembership, routes } from '@portal/contracts';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

type ReserveBody = BodyInputOf<typeof routes.createReservation>;
type ReservationPage = { reserved_memberships: ReservedMembership[]; total: number };

export const reserveMembership = (body: ReserveBody) => callOrThrow(routes.createReservation, { body });

/**
 * The reserved lists are cached under [routes.listReservations.path, { by_status }] (the
 * reservations feature's key, through the contracts table): the new reservation goes on top of the
 * lists it belongs in (all, pending), then they refresh.
 */
export function prependReservation(client: QueryClient, reservation: ReservedMembership) {
  const prefix = [routes.listReservations.path];
  const add = (page: ReservationPage) => ({
    ...page,
    reserved_memberships: [reservation, ...page.reserved_memberships.filter((r) => r.id !== reservation.id)],
    total: page.total + 1,
  });
  client.setQueriesData<InfiniteData<ReservationPage>>(
    {
      queryKey: prefix,
      predicate: (q) => {
        const status = (q.queryKey[1] as { by_status?: string } | undefined)?.by_status ?? '';
        return status === '' || status === reservation.state;
      },
    },
    (data) => {
      const [first, ...rest] = data?.pages ?? [];
      return data && first ? { ...data, pages: [add(first), ...rest] } : data;
    },
  );
  void client.invalidateQueries({ queryKey: prefix });
}

export function useReserveMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reserveMembership,
    onSuccess: ({ reserved_membership }) => prependReservation(client, reserved_membership),
  });
}
