import type { ConsentTerms } from '@portal/contracts';
import type { consentTemplates } from '../../db/schema/index';

type TemplateRow = typeof consentTemplates.$inferSelect;

// The 2.32 notice lives in the contracts: the portal prints it on a consent's copy too.
export { PART2_NOTICE } from '@portal/contracts';

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
