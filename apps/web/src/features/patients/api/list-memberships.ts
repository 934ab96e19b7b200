import { type Membership, PATIENT_PAGE_SIZE, routes } from '@portal/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/** Every patient query lives under this key: a change to any patient refreshes them all. */
export const membershipsQueryKey = ['memberships'] as const;

export interface MembershipFilters {
  by_name?: string;
  by_membership_status?: string;
  by_addiction?: string;
}

export interface MembershipPage {
  memberships: Membership[];
  /** Matches, counted up to MEMBERSHIP_COUNT_CAP; `total_capped`: more than that. */
  total: number;
  total_capped?: boolean;
}

/**
 * "12", or "50+" when the server stopped counting at its cap (MEMBERSHIP_COUNT_CAP: never a number
 * that needs a thousands separator, so no Intl, whose first use costs a phone ~100 ms; issue 22).
 */
export const totalLabel = (page: Pick<MembershipPage, 'total' | 'total_capped'>) =>
  page.total_capped ? `${page.total}+` : String(page.total);

export async function listMemberships(filters: MembershipFilters, offset: number): Promise<MembershipPage> {
  const query = {
    offset,
    ...(filters.by_name ? { by_name: filters.by_name } : {}),
    ...(filters.by_membership_status ? { by_membership_status: filters.by_membership_status } : {}),
    ...(filters.by_addiction ? { by_addiction: filters.by_addiction } : {}),
  };
  return callOrThrow(routes.listMemberships, { query });
}

/** The list's filters as the Patients page asks for them ('' = none): one key for the page and its prefetch. */
export const listFilters = (search: string, status: string, addiction: string): MembershipFilters => ({
  by_name: search,
  by_membership_status: status,
  by_addiction: addiction,
});

/** Pages of 10 (spec §9); the next one loads while the last page was full. */
export const membershipPagesQueryOptions = (filters: MembershipFilters) =>
  infiniteQueryOptions({
    queryKey: [...membershipsQueryKey, 'list', filters],
    queryFn: ({ pageParam }) => listMemberships(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.memberships.length === PATIENT_PAGE_SIZE ? pages.length * PATIENT_PAGE_SIZE : undefined,
  });

export const useMembershipPages = (filters: MembershipFilters) =>
  useInfiniteQuery(membershipPagesQueryOptions(filters));

/** The Search Patient modal: the first page of matches for a submitted search. */
export const membershipSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: [...membershipsQueryKey, 'search', term],
    queryFn: () => listMemberships({ by_name: term }, 0),
    enabled: term.length > 0,
  });

export const useMembershipSearch = (term: string) => useQuery(membershipSearchQueryOptions(term));
