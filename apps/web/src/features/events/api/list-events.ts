import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type EventsWhen = 'upcoming' | 'past';
export const EVENTS_PAGE_SIZE = 12;

export const eventsQueryKey = ['alumni_events'] as const;

export async function listEvents(
  when: EventsWhen,
  offset: number,
): Promise<ResponseOf<Routes['listEvents']>> {
  return callOrThrow(routes.listEvents, { query: { when, limit: EVENTS_PAGE_SIZE, offset } });
}

/** One section of the events page; further pages load on demand. */
export const eventsQueryOptions = (when: EventsWhen) =>
  infiniteQueryOptions({
    queryKey: [...eventsQueryKey, when],
    queryFn: ({ pageParam }) => listEvents(when, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.alumni_events.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useEvents = (when: EventsWhen) => useInfiniteQuery(eventsQueryOptions(when));
