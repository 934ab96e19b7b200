import { route } from './route';
import { accessHistoryQuery, patientAccessHistory } from './schemas/access-history';
import { centerParams } from './schemas/centers';
import { idParams } from './schemas/common';
import {
  consentParams,
  consentResponse,
  consentScanPresignQuery,
  consentsResponse,
  consentTemplateResponse,
  consentTemplatesResponse,
  createConsentTemplateBody,
  disclosuresResponse,
  membershipConsentParams,
  paperConsentBody,
  patientConsentsResponse,
  signConsentBody,
} from './schemas/consents';
import { presignedUpload } from './schemas/events';

/**
 * Consent under 42 CFR Part 2 and the accounting of disclosures (issue 37): the patient's own under
 * /patient, a patient's for staff under /v3/memberships/{id}, the center's templates for owners.
 * Spread into the one route table (routes.ts).
 */
export const consentRoutes = {
  patientConsents: route({
    method: 'GET',
    path: '/patient/consents',
    summary: 'My consents (as signed, with their status) and the consent forms of my center I may sign',
    access: 'patient',
    success: 200,
    response: patientConsentsResponse,
  }),
  patientSignConsent: route({
    method: 'POST',
    path: '/patient/consents',
    summary: 'Sign a consent form: its current version, my typed full name and agree: true',
    access: 'patient',
    success: 201,
    body: signConsentBody,
    response: consentResponse,
  }),
  patientRevokeConsent: route({
    method: 'POST',
    path: '/patient/consents/{id}/revoke',
    summary: 'Revoke one of my consents; it stops covering disclosures at once',
    access: 'patient',
    success: 200,
    params: consentParams,
    response: consentResponse,
  }),
  patientDisclosures: route({
    method: 'GET',
    path: '/patient/disclosures',
    summary: 'The accounting of disclosures of my record: the last 6 years',
    access: 'patient',
    success: 200,
    response: disclosuresResponse,
  }),
  patientAccessHistory: route({
    method: 'GET',
    path: '/patient/access_history',
    summary:
      'Who opened my record, newest first: the rows of the access history staff see, without e-mails and IP addresses',
    access: 'patient',
    success: 200,
    query: accessHistoryQuery,
    response: patientAccessHistory,
  }),
  listMembershipConsents: route({
    method: 'GET',
    path: '/v3/memberships/{id}/consents',
    summary: "A patient's consents, every version signed, with their status",
    access: 'staff',
    success: 200,
    params: idParams,
    response: consentsResponse,
  }),
  recordPaperConsent: route({
    method: 'POST',
    path: '/v3/memberships/{id}/consents',
    summary: 'Record a consent the patient signed on paper, with the upload key of its scan',
    access: 'staff',
    success: 201,
    params: idParams,
    body: paperConsentBody,
    response: consentResponse,
  }),
  presignConsentScan: route({
    method: 'GET',
    path: '/v3/memberships/{id}/consents/scan_presigned_url',
    summary: 'An upload URL for the scan of a paper consent (PDF or image); private, never public',
    access: 'staff',
    success: 200,
    params: idParams,
    query: consentScanPresignQuery,
    response: presignedUpload,
  }),
  /** The file itself (PDF or image), not JSON; audited as a read of the patient's record. */
  getConsentScan: route({
    method: 'GET',
    path: '/v3/memberships/{id}/consents/{consent_id}/scan',
    summary: "The scan of a paper consent (staff of the patient's center; audited)",
    access: 'staff',
    success: 200,
    params: membershipConsentParams,
  }),
  listMembershipDisclosures: route({
    method: 'GET',
    path: '/v3/memberships/{id}/disclosures',
    summary: "The accounting of disclosures of a patient's record: the last 6 years",
    access: 'staff',
    success: 200,
    params: idParams,
    response: disclosuresResponse,
  }),
  listConsentTemplates: route({
    method: 'GET',
    path: '/v3/treatment_centers/{id}/consent_templates',
    summary: "The center's consent templates, every version",
    access: 'owner',
    success: 200,
    params: centerParams,
    response: consentTemplatesResponse,
  }),
  createConsentTemplate: route({
    method: 'POST',
    path: '/v3/treatment_centers/{id}/consent_templates',
    summary: 'A new consent template, or the next version of one (signed consents keep their text)',
    access: 'owner',
    success: 201,
    params: centerParams,
    body: createConsentTemplateBody,
    response: consentTemplateResponse,
  }),
};
