import type { Consent as FhirConsent } from '@medplum/fhirtypes';
import type { Consent } from '@portal/contracts';
import { ACT_CODE, metaOf, ref } from './systems';

const CONSENT_SCOPE = 'http://terminology.hl7.org/CodeSystem/consentscope';
const CONSENT_CATEGORY = 'http://terminology.hl7.org/CodeSystem/consentcategorycodes';
const PARTICIPATION = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
/** 42 CFR Part 2 as published (the rule every consent of the product is made under). */
const PART2_POLICY = 'https://www.ecfr.gov/current/title-42/chapter-I/subchapter-A/part-2';

/**
 * Revoked and expired consents are `inactive` (R4: "terminated or replaced"). `rejected` would be
 * a consent the patient declined, which the product does not store (declining signs nothing).
 */
const STATUS: Record<Consent['status'], FhirConsent['status']> = {
  active: 'active',
  expired: 'inactive',
  revoked: 'inactive',
};

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * A signed consent as a FHIR Consent (scope patient-privacy, category "information disclosure"),
 * under the 42 CFR Part 2 policy rule. The text exactly as signed travels as the source attachment;
 * the recipient as signed is the provision's information recipient, and its end (a date) the
 * provision's period. Status derived on read as everywhere (consents' statusOf).
 */
export function toFhirConsent(c: Consent, patientId: string, centerId: string): FhirConsent {
  const end = c.revoked_at ?? c.expires_on ?? undefined;
  return {
    resourceType: 'Consent',
    id: c.id,
    meta: metaOf(c.revoked_at ?? c.signed_at),
    status: STATUS[c.status],
    scope: { coding: [{ system: CONSENT_SCOPE, code: 'patient-privacy', display: 'Privacy Consent' }] },
    category: [
      {
        coding: [{ system: CONSENT_CATEGORY, code: 'idscl', display: 'information disclosure' }],
        text: c.terms.title,
      },
    ],
    patient: ref.patient(patientId),
    dateTime: c.signed_at,
    performer: [ref.patient(patientId)],
    organization: [ref.organization(centerId, c.terms.discloser)],
    sourceAttachment: {
      contentType: 'text/plain; charset=utf-8',
      language: 'en',
      title: `${c.terms.title} (version ${c.template_version})`,
      data: base64(c.terms.text),
      creation: c.signed_at,
    },
    policy: [{ uri: PART2_POLICY }],
    policyRule: { coding: [{ system: ACT_CODE, code: '42CFRPart2', display: '42 CFR Part2' }] },
    provision: {
      type: 'permit',
      period: { start: c.signed_at, ...(end ? { end } : {}) },
      actor: [
        {
          role: { coding: [{ system: PARTICIPATION, code: 'IRCP', display: 'information recipient' }] },
          reference: { display: c.terms.recipient },
        },
      ],
    },
  };
}
