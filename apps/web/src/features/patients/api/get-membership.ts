import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { membershipsQueryKey } from './list-memberships';

export type MembershipDetail = ResponseOf<Routes['getMembership']>['membership'];

export const membershipQueryKey = (id: string) => [...membershipsQueryKey, 'detail', id] as const;

export async function getMembership(id: string): Promise<MembershipDetail> {
  return (await callOrThrow(routes.getMembership, { params: { id } })).membership;
}

export const membershipQueryOptions = (id: string) =>
  queryOptions({ queryKey: membershipQueryKey(id), queryFn: () => getMembership(id) });

export const useMembership = (id: string | null) =>
  useQuery({ ...membershipQueryOptions(id ?? ''), enabled: !!id });
