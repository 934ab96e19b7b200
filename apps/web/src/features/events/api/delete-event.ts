import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { eventsQueryKey } from './list-events';

export async function deleteEvent(id: string): Promise<void> {
  await callOrThrow(routes.deleteEvent, { params: { id } });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
