import { type AlumniEvent, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import type { EventInput } from './create-event';
import { eventsQueryKey } from './list-events';

export async function updateEvent({ id, ...body }: EventInput & { id: string }): Promise<AlumniEvent> {
  return (await callOrThrow(routes.updateEvent, { params: { id }, body })).alumni_event;
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
