import { type BodyInputOf, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

type UpdateBody = BodyInputOf<typeof routes.updateReservation>;

export const updateReservation = ({ id, body }: { id: string; body: UpdateBody }) =>
  callOrThrow(routes.updateReservation, { params: { id }, body });

export function useUpdateReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSuccess: () => client.invalidateQueries({ queryKey: [routes.listReservations.path] }),
  });
}
