import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const deleteReservation = (id: string) => callOrThrow(routes.deleteReservation, { params: { id } });

export function useDeleteReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => client.invalidateQueries({ queryKey: [routes.listReservations.path] }),
  });
}
