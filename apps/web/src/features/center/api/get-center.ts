import { routes, type TreatmentCenter } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/** Keyed by the route path, so every feature reading the center shares (and refreshes) one entry. */
export const centerQueryKey = (centerId: string) => [routes.getCenter.path, centerId] as const;

export async function getCenter(centerId: string): Promise<TreatmentCenter> {
  return (await callOrThrow(routes.getCenter, { params: { id: centerId } })).treatment_center;
}

export const centerQueryOptions = (centerId: string) =>
  queryOptions({ queryKey: centerQueryKey(centerId), queryFn: () => getCenter(centerId) });

export const useCenter = (centerId: string) => useQuery(centerQueryOptions(centerId));
