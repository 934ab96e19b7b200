import type { Consent, ConsentTemplate, Disclosure, PatientAccessEvent } from '@portal/contracts';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './http';

/** The consent API's reads (routes-consents.ts), for the consent screen and Privacy. */
export type OfferedTemplate = ConsentTemplate & { required: boolean };
export interface MyConsents {
  consents: Consent[];
  templates: OfferedTemplate[];
  app_use_signed: boolean;
}

export const consentKeys = {
  consents: ['consents'] as const,
  disclosures: ['disclosures'] as const,
  accessHistory: ['access-history'] as const,
};

export const useMyConsents = () =>
  useQuery({
    queryKey: consentKeys.consents,
    queryFn: () => api<MyConsents>('GET', '/patient/consents'),
  });

export const useDisclosures = () =>
  useQuery({
    queryKey: consentKeys.disclosures,
    queryFn: () =>
      api<{ disclosures: Disclosure[] }>('GET', '/patient/disclosures').then((r) => r.disclosures),
  });

/** Who opened the record, a page at a time (25 rows, newest first). */
export const useAccessHistory = () =>
  useInfiniteQuery({
    queryKey: consentKeys.accessHistory,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api<{ events: PatientAccessEvent[]; has_more: boolean }>(
        'GET',
        `/patient/access_history?page=${pageParam}`,
      ),
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });

export interface Signature {
  template_id: string;
  template_version: number;
  full_name: string;
  agree: boolean;
  expires_on?: string;
}

export const signConsent = (body: Signature) =>
  api<{ consent: Consent }>('POST', '/patient/consents', body).then((r) => r.consent);

export const revokeConsent = (id: string) =>
  api<{ consent: Consent }>('POST', `/patient/consents/${id}/revoke`).then((r) => r.consent);

/** The server's answer to a gated call: no active app-use consent (modules/consents/gate.ts). */
export const isConsentGate = (err: unknown) =>
  err instanceof ApiError && err.status === 403 && err.errors.some((e) => e.field === 'consent');

// Whether this device last saw the patient past the gate, by user: the app then opens on its
// screens at once (issue 22's first screen) and the check follows; a "no" closes it.
const SIGNED_KEY = 'patient-app-consent';

export const rememberedSigned = (userId: string) => {
  try {
    return window.localStorage.getItem(SIGNED_KEY) === userId;
  } catch {
    return false;
  }
};

export function rememberSigned(userId: string, signed: boolean) {
  try {
    if (signed) window.localStorage.setItem(SIGNED_KEY, userId);
    else window.localStorage.removeItem(SIGNED_KEY);
  } catch {
    // Private mode without storage: the app asks the server at each start instead.
  }
}

/**
 * Any read or change refused by the gate (the consent revoked on another device, or by staff
 * recording it) reads the consents again, which closes the app onto the consent screen.
 */
export function watchGate(client: QueryClient): () => void {
  const recheck = (err: unknown) => {
    if (isConsentGate(err)) void client.invalidateQueries({ queryKey: consentKeys.consents });
  };
  const offQueries = client.getQueryCache().subscribe((e) => {
    if (e.type === 'updated' && e.action.type === 'error') recheck(e.action.error);
  });
  const offMutations = client.getMutationCache().subscribe((e) => {
    if (e.type === 'updated' && e.action.type === 'error') recheck(e.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}
