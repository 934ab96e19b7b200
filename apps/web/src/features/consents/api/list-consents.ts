import { type Consent, type ConsentTemplate, type Disclosure, routes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const consentsQueryKey = (membershipId: string) => ['consents', membershipId] as const;
export const disclosuresQueryKey = (membershipId: string) => ['disclosures', membershipId] as const;

/** A patient's consents as signed, and the center's forms a paper consent may be recorded on. Audited. */
export function useConsents(membershipId: string) {
  return useQuery({
    queryKey: consentsQueryKey(membershipId),
    queryFn: (): Promise<{ consents: Consent[]; templates: ConsentTemplate[] }> =>
      callOrThrow(routes.listMembershipConsents, { params: { id: membershipId } }),
  });
}

/** The accounting of disclosures of the last 6 years. Audited. */
export function useDisclosures(membershipId: string) {
  return useQuery({
    queryKey: disclosuresQueryKey(membershipId),
    queryFn: async (): Promise<Disclosure[]> =>
      (await callOrThrow(routes.listMembershipDisclosures, { params: { id: membershipId } })).disclosures,
  });
}
