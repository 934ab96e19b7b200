import { type AlumniEvent, type BodyInputOf, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { eventsQueryKey } from './list-events';

export type EventInput = BodyInputOf<Routes['createEvent']>;

export async function createEvent(body: EventInput): Promise<AlumniEvent> {
  return (await callOrThrow(routes.createEvent, { body })).alumni_event;
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
