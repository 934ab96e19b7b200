import { type BodyInputOf, type Membership, routes } from '@portal/contracts';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

type InviteBody = BodyInputOf<typeof routes.invitePatient>;
type MembershipPage = { memberships: Membership[]; total: number };

export const invitePatient = (body: InviteBody) => callOrThrow(routes.invitePatient, { body });

/**
 * The patients feature caches its lists under ["memberships", "list", filters] (and every patient
 * query under ["memberships"]); features never import each other, so that key is the contract. The
 * new patient goes on top of every cached list it belongs in (no name or addiction filter, status
 * all or invited), then every patient query refreshes.
 */
export const PATIENT_QUERIES = ['memberships'] as const;
const PATIENT_LISTS = [...PATIENT_QUERIES, 'list'] as const;

interface ListFilters {
  by_name?: string;
  by_membership_status?: string;
  by_addiction?: string;
}

const listsInvitedBelongTo = (filters: unknown) => {
  const f = (filters ?? {}) as ListFilters;
  return !f.by_name && !f.by_addiction && (!f.by_membership_status || f.by_membership_status === 'invited');
};

export function prependPatient(client: QueryClient, membership: Membership) {
  const add = (page: MembershipPage) => ({
    ...page,
    memberships: [membership, ...page.memberships.filter((m) => m.id !== membership.id)],
    total: page.total + 1,
  });
  client.setQueriesData<InfiniteData<MembershipPage> | MembershipPage>(
    { queryKey: PATIENT_LISTS, predicate: (q) => listsInvitedBelongTo(q.queryKey[2]) },
    (data) => {
      if (!data) return data;
      if ('pages' in data) {
        const [first, ...rest] = data.pages;
        return first ? { ...data, pages: [add(first), ...rest] } : data;
      }
      return 'memberships' in data ? add(data) : data;
    },
  );
  void client.invalidateQueries({ queryKey: PATIENT_QUERIES });
}

export function useInvitePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: invitePatient,
    onSuccess: ({ membership }) => prependPatient(client, membership),
  });
}
