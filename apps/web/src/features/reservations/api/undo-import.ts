import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/** Deletes the still-pending reservations of the import this row came from. */
export const undoImport = (id: string) => callOrThrow(routes.deleteImportedReservation, { params: { id } });

export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () => client.invalidateQueries({ queryKey: [routes.listReservations.path] }),
  });
}
