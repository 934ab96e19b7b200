import { type MembershipStatus, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { type MembershipDetail, membershipQueryKey } from './get-membership';
import { membershipsQueryKey } from './list-memberships';

export async function updateStatus({
  id,
  status,
}: {
  id: string;
  status: MembershipStatus;
}): Promise<MembershipDetail> {
  return (await callOrThrow(routes.updateMembershipStatus, { params: { id }, body: { status } })).membership;
}

export function useUpdateStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (membership) => {
      client.setQueryData(membershipQueryKey(membership.id), membership);
      return client.invalidateQueries({ queryKey: membershipsQueryKey });
    },
  });
}
