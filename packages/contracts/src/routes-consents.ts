import { route } from './route';
import { centerParams } from './schemas/centers';
import { idParams } from './schemas/common';
import {
  consentParams,
  consentResponse,
  consentsResponse,
  consentTemplateResponse,
  consentTemplatesResponse,
  createConsentTemplateBody,
  disclosuresResponse,
  paperConsentBody,
  patientConsentsResponse,
  signConsentBody,
} from './schemas/consents';

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
