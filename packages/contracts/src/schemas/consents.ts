import { z } from 'zod';
import { messages } from '../messages';
import { CONSENT_SCAN_MAX_BYTES, scanContentTypes } from '../scan-bytes';
import { isoDate, isoDateTime, requiredText, uuid } from './common';

/**
 * Consent under 42 CFR Part 2 (issue 37): the center's consent templates (every 2.31 element a field),
 * the consents a patient signed (the text as signed, frozen), and the accounting of disclosures.
 */

export const consentKind = z.enum(['app-use', 'disclosure']);
/** `tpo`: a general designation for treatment, payment and health care operations (2.31(a)(4)(iii)). */
export const consentRecipientKind = z.enum(['named', 'tpo']);
export const consentExpiryKind = z.enum(['date', 'event', 'until-revoked']);
export const consentStatus = z.enum(['active', 'expired', 'revoked']);

/** The 2.31 elements of a consent as a center words them: what a template holds and a consent freezes. */
export const consentTerms = z.object({
  kind: consentKind,
  title: z.string(),
  /** How much and what kind of information may be disclosed. */
  information: z.string(),
  recipient_kind: consentRecipientKind,
  recipient: z.string(),
  purpose: z.string(),
  expiry_kind: consentExpiryKind,
  expiry_date: isoDate.nullable(),
  expiry_event: z.string().nullable(),
  /** TPO consents: the statement that the recipient may redisclose as HIPAA allows. */
  redisclosure: z.string().nullable(),
  /** The right to revoke in writing and its exceptions. */
  revocation: z.string(),
  /** Who may disclose: the center (the Part 2 program), named when signed. */
  discloser: z.string(),
  /** The whole text as the patient reads it, every element in order. */
  text: z.string(),
});
export type ConsentTerms = z.infer<typeof consentTerms>;

export const consentTemplate = consentTerms.extend({
  id: z.uuid(),
  template_key: z.string(),
  version: z.number().int(),
  active: z.boolean(),
  created_at: isoDateTime,
});
export type ConsentTemplate = z.infer<typeof consentTemplate>;

export const consent = z.object({
  id: z.uuid(),
  /** Null once staff deleted the patient: the consent is kept for the six-year accounting. */
  membership_id: z.uuid().nullable(),
  template_id: z.uuid(),
  template_key: z.string(),
  template_version: z.number().int(),
  kind: consentKind,
  status: consentStatus,
  /** The typed full name: the electronic signature (or the name on the paper). */
  signer_name: z.string(),
  signed_at: isoDateTime,
  signed_via: z.enum(['app', 'paper']),
  scan_key: z.string().nullable(),
  expires_on: isoDate.nullable(),
  revoked_at: isoDateTime.nullable(),
  /** Who revoked: the patient or a staff member (null when not revoked, or the account was deleted). */
  revoked_by: z.enum(['patient', 'staff']).nullable(),
  /** The terms exactly as signed, whatever the template says today. */
  terms: consentTerms,
});
export type Consent = z.infer<typeof consent>;

export const patientConsentsResponse = z.object({
  consents: z.array(consent),
  /** The center's current templates the patient may sign; the app-use one is required. */
  templates: z.array(consentTemplate.extend({ required: z.boolean() })),
  /** Whether the patient holds an active consent to use the app (the joining gate, later). */
  app_use_signed: z.boolean(),
});

const signature = {
  template_id: uuid,
  template_version: z.number().int().min(1),
  /** The typed full name; must match the patient's name on record (case aside). */
  full_name: z.string().trim().max(200),
  /** The deliberate act: only `true` signs. */
  agree: z.boolean(),
  /** A `date` consent: when it ends (at most the template's date). */
  expires_on: isoDate.optional(),
};
export const signConsentBody = z.object(signature);
export type SignConsentBody = z.infer<typeof signConsentBody>;

/** A consent signed on paper, recorded by staff with the scan's upload key. */
export const paperConsentBody = z.object({
  ...signature,
  signed_on: isoDate,
  scan_key: z.string().trim().max(300),
});
export type PaperConsentBody = z.infer<typeof paperConsentBody>;

export const consentResponse = z.object({ consent });
export const consentsResponse = z.object({
  consents: z.array(consent),
  /** The center's current forms that can be signed: what staff may record a paper consent on. */
  templates: z.array(consentTemplate),
});

const templateText = (max = 5000) => requiredText(messages.consentTemplateInvalid, max);

/** A new template, or (with `template_key`) the next version of one. */
export const createConsentTemplateBody = z.object({
  template_key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, { message: messages.consentTemplateInvalid })
    .optional(),
  kind: consentKind,
  title: templateText(200),
  information: templateText(),
  recipient_kind: consentRecipientKind,
  recipient: templateText(500),
  purpose: templateText(),
  expiry_kind: consentExpiryKind,
  expiry_date: isoDate.nullable().optional(),
  expiry_event: templateText(500).nullable().optional(),
  redisclosure: templateText().nullable().optional(),
  revocation: templateText(),
  active: z.boolean().default(true),
});
export type CreateConsentTemplateBody = z.infer<typeof createConsentTemplateBody>;

export const consentTemplatesResponse = z.object({ templates: z.array(consentTemplate) });
export const consentTemplateResponse = z.object({ template: consentTemplate });

/** One entry of the accounting of disclosures. */
export const disclosure = z.object({
  id: z.uuid(),
  consent_id: z.uuid(),
  recipient: z.string(),
  what: z.string(),
  purpose: z.string(),
  disclosed_at: isoDateTime,
  /** A staff member's id, or null when a system made it (then `system` names it). */
  disclosed_by: z.uuid().nullable(),
  system: z.string().nullable(),
});
export type Disclosure = z.infer<typeof disclosure>;

export const disclosuresResponse = z.object({ disclosures: z.array(disclosure) });

export const consentParams = z.object({ id: uuid });

/** Asks for an upload URL for the scan of a paper consent (a PDF or an image) of this exact size. */
export const consentScanPresignQuery = z.object({
  content_type: z.enum(scanContentTypes, { message: messages.consentScanType }),
  size: z.coerce
    .number({ message: messages.invalidInput })
    .int({ message: messages.invalidInput })
    .min(1, { message: messages.invalidInput })
    .max(CONSENT_SCAN_MAX_BYTES, { message: messages.consentScanTooLarge }),
});

export const membershipConsentParams = z.object({ id: uuid, consent_id: uuid });
