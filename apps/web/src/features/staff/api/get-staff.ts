import { routes, type StaffMember } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/** The staff list is part of the center (GET /v3/treatment_centers/{id}); same key as the center. */
export const staffQueryKey = (centerId: string) => [routes.getCenter.path, centerId] as const;

export async function getCenterWithStaff(centerId: string) {
  return (await callOrThrow(routes.getCenter, { params: { id: centerId } })).treatment_center;
}

export const staffQueryOptions = (centerId: string) =>
  queryOptions({
    queryKey: staffQueryKey(centerId),
    queryFn: () => getCenterWithStaff(centerId),
    select: (center): StaffMember[] => center.staff_members,
  });

export const useStaff = (centerId: string) => useQuery(staffQueryOptions(centerId));
