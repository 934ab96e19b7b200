import { type BodyInputOf, type Routes, routes, type StaffMember } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { staffQueryKey } from './get-staff';

export type UpdateStaffMemberInput = BodyInputOf<Routes['updateStaffMember']>;

export async function updateStaffMember(
  centerId: string,
  staffId: string,
  body: UpdateStaffMemberInput,
): Promise<StaffMember> {
  return (await callOrThrow(routes.updateStaffMember, { params: { id: centerId, staffId }, body }))
    .staff_member;
}

export function useUpdateStaffMember(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, ...body }: UpdateStaffMemberInput & { staffId: string }) =>
      updateStaffMember(centerId, staffId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffQueryKey(centerId) }),
  });
}
