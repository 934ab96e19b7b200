import { type Expert, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const expertsQueryKey = (centerId: string) => [routes.listExperts.path, centerId] as const;

export async function listExperts(centerId: string): Promise<Expert[]> {
  return (await callOrThrow(routes.listExperts, { params: { id: centerId } })).experts;
}

export const expertsQueryOptions = (centerId: string) =>
  queryOptions({ queryKey: expertsQueryKey(centerId), queryFn: () => listExperts(centerId) });

export const useExperts = (centerId: string) => useQuery(expertsQueryOptions(centerId));
