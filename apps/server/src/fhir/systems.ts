import type {
  Coding,
  Meta,
  Organization,
  Patient,
  Practitioner,
  QuestionnaireResponse,
  Reference,
} from '@medplum/fhirtypes';
import { PRODUCT_ASSESSMENT_CODES } from '@portal/contracts/instruments';

/**
 * The product's FHIR naming: one base for its identifier systems and code systems, beside the
 * assessments' code system that the instrument definitions already use (contracts/instruments).
 */
export const PRODUCT_FHIR_BASE = 'https://recovery-portal.app/fhir';

export const SYSTEMS = {
  /** A patient's record in a center: the membership id. */
  membership: `${PRODUCT_FHIR_BASE}/sid/membership`,
  /** A treatment center. */
  center: `${PRODUCT_FHIR_BASE}/sid/treatment-center`,
  /** A staff member's users row. */
  staff: `${PRODUCT_FHIR_BASE}/sid/staff`,
  /** The daily check-in's six moods (mood.ts). */
  mood: `${PRODUCT_FHIR_BASE}/CodeSystem/mood`,
  /** The daily check-in itself as an Observation code. */
  checkIn: `${PRODUCT_FHIR_BASE}/CodeSystem/check-in`,
  assessments: PRODUCT_ASSESSMENT_CODES,
  /** Canonical URLs of the instruments' Questionnaires: `${questionnaire}/<instrument id>`. */
  questionnaire: `${PRODUCT_FHIR_BASE}/Questionnaire`,
} as const;

export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const CONFIDENTIALITY = 'http://terminology.hl7.org/CodeSystem/v3-Confidentiality';

/**
 * Security labels of every resource holding patient data: restricted confidentiality and 42 CFR
 * Part 2 (decisions §7: the Part 2 label travels with the data, so a recipient system knows
 * redisclosure is restricted).
 */
export const PART2_SECURITY: Coding[] = [
  { system: CONFIDENTIALITY, code: 'R', display: 'restricted' },
  { system: ACT_CODE, code: '42CFRPart2', display: '42 CFR Part2' },
];

/** meta of a resource: when it last changed, and the Part 2 labels for patient data. */
export function metaOf(lastUpdated: Date | string, patientData = true): Meta {
  const at = typeof lastUpdated === 'string' ? lastUpdated : lastUpdated.toISOString();
  return patientData ? { lastUpdated: at, security: PART2_SECURITY } : { lastUpdated: at };
}

/** Local references: resolved against the Bundle entries' fullUrl (bundle.ts) or the FHIR base. */
export const ref = {
  patient: (id: string): Reference<Patient> => ({ reference: `Patient/${id}` }),
  organization: (id: string, display?: string): Reference<Organization> =>
    display ? { reference: `Organization/${id}`, display } : { reference: `Organization/${id}` },
  practitioner: (id: string): Reference<Practitioner> => ({ reference: `Practitioner/${id}` }),
  questionnaireResponse: (id: string): Reference<QuestionnaireResponse> => ({
    reference: `QuestionnaireResponse/${id}`,
  }),
};

/** Observation category `survey`: check-ins and instrument scores alike (instruments.md). */
export const surveyCategory = [
  { coding: [{ system: OBSERVATION_CATEGORY, code: 'survey', display: 'Survey' }] },
];
