import { type BodyInputOf, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { type MembershipDetail, membershipQueryKey } from './get-membership';
import { membershipsQueryKey } from './list-memberships';

export type UpdateMembershipInput = BodyInputOf<Routes['updateMembership']>;

export async function updateMembership({
  id,
  ...body
}: UpdateMembershipInput & { id: string }): Promise<MembershipDetail> {
  return (await callOrThrow(routes.updateMembership, { params: { id }, body })).membership;
}

export function useUpdateMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMembership,
    onSuccess: (membership) => {
      client.setQueryData(membershipQueryKey(membership.id), membership);
      return client.invalidateQueries({ queryKey: membershipsQueryKey });
    },
  });
}
