import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type Addiction = ResponseOf<Routes['listAddictions']>['addictions'][number];

export const addictionsQueryKey = ['addictions'] as const;

export async function listAddictions(): Promise<Addiction[]> {
  return (await callOrThrow(routes.listAddictions)).addictions;
}

/** The catalogue rarely changes: keep it for the session. */
export const addictionsQueryOptions = () =>
  queryOptions({
    queryKey: addictionsQueryKey,
    queryFn: listAddictions,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAddictions = () => useQuery(addictionsQueryOptions());
