import { type BodyInputOf, type Routes, routes, type StaffMember } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { staffQueryKey } from './get-staff';

export type AddStaffMemberInput = BodyInputOf<Routes['addStaffMember']>;

export async function addStaffMember(centerId: string, body: AddStaffMemberInput): Promise<StaffMember> {
  return (await callOrThrow(routes.addStaffMember, { params: { id: centerId }, body })).staff_member;
}

export function useAddStaffMember(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffMemberInput) => addStaffMember(centerId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffQueryKey(centerId) }),
  });
}
