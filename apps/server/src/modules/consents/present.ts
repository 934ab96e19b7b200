import type { Consent, ConsentTemplate, ConsentTerms, Disclosure } from '@portal/contracts';
import type { ConsentRow, DisclosureRow, TemplateRow } from './repository';
import { termsOf } from './terms';

/** Revoked, expired (past its date in the center's day) or active: derived, never stored. */
export function statusOf(c: Pick<ConsentRow, 'revokedAt' | 'expiresOn'>, today: string): Consent['status'] {
  if (c.revokedAt) return 'revoked';
  if (c.expiresOn && c.expiresOn < today) return 'expired';
  return 'active';
}

/**
 * Who revoked: the patient (their own account, `patientUserId`) or a staff member; null when not
 * revoked or when the account that revoked was deleted since (revoked_by turned NULL).
 */
function revokedBy(c: ConsentRow, patientUserId: string | null): Consent['revoked_by'] {
  if (!c.revokedAt || !c.revokedBy) return null;
  return c.revokedBy === patientUserId ? 'patient' : 'staff';
}

export const toConsent = (c: ConsentRow, today: string, patientUserId: string | null): Consent => ({
  id: c.id,
  membership_id: c.membershipId,
  template_id: c.templateId,
  template_key: c.templateKey,
  template_version: c.templateVersion,
  kind: c.kind as Consent['kind'],
  status: statusOf(c, today),
  signer_name: c.signerName,
  signed_at: c.signedAt.toISOString(),
  signed_via: c.signedVia as Consent['signed_via'],
  scan_key: c.scanKey,
  expires_on: c.expiresOn,
  revoked_at: c.revokedAt?.toISOString() ?? null,
  revoked_by: revokedBy(c, patientUserId),
  terms: c.snapshot as ConsentTerms,
});

export const toTemplate = (t: TemplateRow, centerName: string): ConsentTemplate => ({
  ...termsOf(t, centerName),
  id: t.id,
  template_key: t.templateKey,
  version: t.version,
  active: t.active,
  created_at: t.createdAt.toISOString(),
});

export const toDisclosure = (d: DisclosureRow): Disclosure => ({
  id: d.id,
  consent_id: d.consentId,
  recipient: d.recipient,
  what: d.what,
  purpose: d.purpose,
  disclosed_at: d.disclosedAt.toISOString(),
  disclosed_by: d.disclosedBy,
  system: d.system,
});
