import type { ConsentTerms } from '@portal/contracts';
import type { consentTemplates } from '../../db/schema/index';

type TemplateRow = typeof consentTemplates.$inferSelect;

/**
 * The 42 CFR 2.32(a)(1) notice that must accompany every disclosure made with consent, word for word
 * (2024 final rule, 89 FR 12472, compliance since 2026-02-16; text as published at
 * https://www.ecfr.gov/current/title-42/chapter-I/subchapter-A/part-2/subpart-C/section-2.32 and
 * checked against https://compliancecosmos.org/notice-and-copy-consent-accompany-disclosure). The
 * exports (FHIR, outcomes CSV) put it in the file, document or response they disclose.
 */
export const PART2_NOTICE =
  'This record which has been disclosed to you is protected by Federal confidentiality rules (42 CFR part 2). ' +
  'These rules prohibit you from using or disclosing this record, or testimony that describes the information ' +
  'contained in this record, in any civil, criminal, administrative, or legislative proceedings by any Federal, ' +
  'State, or local authority, against the patient, unless authorized by the consent of the patient, except as ' +
  'provided at 42 CFR 2.12(c)(5) or as authorized by a court in accordance with 42 CFR 2.64 or 2.65. In addition, ' +
  'the Federal rules prohibit you from making any other use or disclosure of this record unless at least one of ' +
  'the following applies: (i) Further use or disclosure is expressly permitted by the written consent of the ' +
  'individual whose information is being disclosed in this record or as otherwise permitted by 42 CFR part 2. ' +
  '(ii) You are a covered entity or business associate and have received the record for treatment, payment, or ' +
  'health care operations, or (iii) You have received the record from a covered entity or business associate as ' +
  'permitted by 45 CFR part 164, subparts A and E. A general authorization for the release of medical or other ' +
  'information is NOT sufficient to meet the required elements of written consent to further use or redisclose ' +
  'the record (see 42 CFR 2.31).';

const fill = (text: string, centerName: string) => text.replaceAll('{center}', centerName);

function expiryText(
  t: Pick<TemplateRow, 'expiryKind' | 'expiryDate' | 'expiryEvent'>,
  expiresOn: string | null,
) {
  if (t.expiryKind === 'until-revoked') return 'This consent lasts until you revoke it.';
  if (t.expiryKind === 'event') return `This consent ends ${t.expiryEvent ?? ''}`.trim();
  return expiresOn
    ? `This consent expires on ${expiresOn}.`
    : 'This consent expires on the date chosen when it is signed.';
}

/**
 * The terms of a template as a patient reads them, with the center's name filled in: every 2.31
 * element under its own heading, in the rule's order. A signed consent keeps exactly this (with the
 * expiry date chosen), so what the patient read is what the record shows for ever.
 */
export function termsOf(t: TemplateRow, centerName: string, expiresOn: string | null = null): ConsentTerms {
  const f = (s: string) => fill(s, centerName);
  const terms = {
    kind: t.kind as ConsentTerms['kind'],
    title: f(t.title),
    information: f(t.information),
    recipient_kind: t.recipientKind as ConsentTerms['recipient_kind'],
    recipient: f(t.recipient),
    purpose: f(t.purpose),
    expiry_kind: t.expiryKind as ConsentTerms['expiry_kind'],
    expiry_date: t.expiryDate,
    expiry_event: t.expiryEvent === null ? null : f(t.expiryEvent),
    redisclosure: t.redisclosure === null ? null : f(t.redisclosure),
    revocation: f(t.revocation),
    discloser: centerName,
  };
  const sections = [
    terms.title,
    `Who may disclose: ${terms.discloser}.`,
    `What information: ${terms.information}`,
    `To whom: ${terms.recipient}`,
    `For what purpose: ${terms.purpose}`,
    ...(terms.redisclosure ? [`Redisclosure: ${terms.redisclosure}`] : []),
    `Expiry: ${expiryText(t, expiresOn)}`,
    `Your right to revoke: ${terms.revocation}`,
    'Signing below with your typed full name and the date is your signature on this consent.',
  ];
  return { ...terms, text: sections.join('\n\n') };
}
