import { routes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/** Patients of the center by name, for starting a conversation or reading a patient's history. */
export const searchPatients = (name: string) =>
  callOrThrow(routes.listMemberships, { query: { by_name: name, offset: 0 } });

export const usePatientSearch = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['chat', 'patients', routes.listMemberships.path, name],
    queryFn: () => searchPatients(name),
    enabled,
    staleTime: 30_000,
  });

/** The center's experts and support, whom staff can write to. */
export const listExperts = (centerId: string) =>
  callOrThrow(routes.listExperts, { params: { id: centerId } });

export const useExperts = (centerId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['chat', routes.listExperts.path, centerId],
    queryFn: () => listExperts(centerId ?? ''),
    enabled: enabled && !!centerId,
    staleTime: 60_000,
  });
