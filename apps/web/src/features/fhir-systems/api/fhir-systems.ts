import { type BodyInputOf, type Routes, routes } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type FhirSystemInput = BodyInputOf<Routes['createFhirSystem']>;

export const fhirSystemsQueryKey = (centerId: string) => ['fhir_systems', centerId] as const;

/** The center's registered systems (newest first), with the URLs a system's IT configures. */
export function useFhirSystems(centerId: string) {
  return useQuery({
    queryKey: fhirSystemsQueryKey(centerId),
    queryFn: () => callOrThrow(routes.listFhirSystems, { params: { id: centerId } }),
  });
}

export function useCreateFhirSystem(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FhirSystemInput) =>
      (await callOrThrow(routes.createFhirSystem, { params: { id: centerId }, body })).system,
    onSuccess: () => void client.invalidateQueries({ queryKey: fhirSystemsQueryKey(centerId) }),
  });
}

/** Disables a system: its tokens stop at once; it stays listed (no delete). */
export function useDisableFhirSystem(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (systemId: string) =>
      (await callOrThrow(routes.disableFhirSystem, { params: { id: centerId, system_id: systemId } })).system,
    onSuccess: () => void client.invalidateQueries({ queryKey: fhirSystemsQueryKey(centerId) }),
  });
}
