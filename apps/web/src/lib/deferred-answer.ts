import { useDeferredValue } from 'react';

/**
 * A query's answer, drawn in a deferred render (issue 22). React renders a query's answer as a
 * blocking update (TanStack Query reads its cache with useSyncExternalStore); on a phone's first
 * visit the answers arrived while the frame settled and each drew its whole screen in one long
 * task. Drawn from the deferred value, the answer renders in slices React may interrupt; until it
 * is drawn, `loading` stays true, so a screen never says "nothing here" for a moment.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isPending: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, loading: query.isPending || (query.data !== undefined && data === undefined) };
}
