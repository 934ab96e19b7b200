import type { CreateConsentTemplateBody } from '@portal/contracts';

/**
 * The consent texts the product ships (issue 37, decisions.md §7): a center starts from these and its
 * owner words its own versions. Each holds every element 42 CFR 2.31(a) requires (the patient's name,
 * the discloser and the signature and date are added when signed); `{center}` is the center's name.
 * Reviewed against 2.31 as amended by the 2024 final rule (89 FR 12472); a center should still have
 * its counsel read them.
 */
type DefaultTemplate = Required<Pick<CreateConsentTemplateBody, 'template_key'>> &
  Omit<CreateConsentTemplateBody, 'template_key'>;

const REVOCATION =
  'You may revoke this consent at any time, in writing: in the app (Privacy, then Revoke) or by a signed ' +
  'note to {center}. A revocation takes effect as soon as it is received, except to the extent that {center} ' +
  'or others have already acted in reliance on this consent. Revoking it does not affect your treatment, ' +
  'except that without the consent to use the app you cannot use the app.';

export const DEFAULT_TEMPLATES: DefaultTemplate[] = [
  {
    template_key: 'app-use',
    kind: 'app-use',
    title: 'Consent to use the app and share your records with {center}',
    information:
      'Everything you enter in the app and everything {center} records about you in it: your profile and ' +
      'contact details, daily check-ins and mood, tasks, assessments and their scores, attendance, notes of ' +
      'your care team and your messages with the center. This includes information about your substance ' +
      'use disorder diagnosis and treatment.',
    recipient_kind: 'tpo',
    recipient:
      '{center}, its staff, and the platform experts and support who act for {center} under a qualified ' +
      'service organization or business associate agreement, for treatment, payment and health care operations.',
    purpose:
      'Your treatment and recovery support at {center}: following your progress, contacting you, and the ' +
      "center's payment and health care operations.",
    expiry_kind: 'until-revoked',
    expiry_date: null,
    expiry_event: null,
    redisclosure:
      'A recipient that is a covered entity or business associate under HIPAA may further use and disclose ' +
      'these records as the HIPAA regulations (45 CFR parts 160 and 164) permit, except for uses and ' +
      'disclosures for civil, criminal, administrative and legislative proceedings against you.',
    revocation: REVOCATION,
    active: true,
  },
  {
    template_key: 'outside-provider',
    kind: 'disclosure',
    title: 'Consent to share your records with an outside provider (example)',
    information:
      'Your diagnosis, your treatment plan and attendance, your assessment scores and the dates of your ' +
      'treatment at {center}. Not your messages with the center or the notes of your care team.',
    recipient_kind: 'named',
    recipient: 'The provider {center} names here (replace this text with its name before activating).',
    purpose: 'Coordination of your care with that provider.',
    expiry_kind: 'date',
    expiry_date: null,
    expiry_event: null,
    redisclosure: null,
    revocation: REVOCATION,
    // An example to copy: an owner makes a version naming the real recipient and activates it.
    active: false,
  },
];
