/**
 * What the FHIR API serves: each resource type with its search parameters. The one table read by
 * the CapabilityStatement (capability.ts) and by the search parser (search-params.ts), so the
 * statement lists exactly what is answered and a parameter it does not list is refused (400).
 */

export type ParamType = 'token' | 'string' | 'reference' | 'date';

export interface SearchParamDef {
  name: string;
  type: ParamType;
  /** The base specification's SearchParameter this one implements. */
  definition: string;
  documentation: string;
  /** Modifiers accepted after `name:`; none unless listed. */
  modifiers?: readonly string[];
}

export interface ServedResource {
  type: ServedType;
  searchParams: readonly SearchParamDef[];
  documentation: string;
}

export const SERVED_TYPES = [
  'Patient',
  'Observation',
  'Questionnaire',
  'QuestionnaireResponse',
  'Consent',
  'Organization',
  'Practitioner',
] as const;
export type ServedType = (typeof SERVED_TYPES)[number];

const SP = 'http://hl7.org/fhir/SearchParameter';

const patientParam = (type: string): SearchParamDef => ({
  name: 'patient',
  type: 'reference',
  definition: `${SP}/clinical-patient`,
  documentation: `The patient the ${type} is about: Patient/<id> or <id>; a comma separates several`,
});

const lastUpdated: SearchParamDef = {
  name: '_lastUpdated',
  type: 'date',
  definition: `${SP}/Resource-lastUpdated`,
  documentation: 'When the resource last changed, with the prefixes eq, gt, ge, lt, le',
};

export const SERVED: Readonly<Record<ServedType, ServedResource>> = {
  Patient: {
    type: 'Patient',
    documentation: "The center's patients (one Patient per membership); no administrative sex is held",
    searchParams: [
      {
        name: 'identifier',
        type: 'token',
        definition: `${SP}/Patient-identifier`,
        documentation: 'system|value; the system https://recovery-portal.app/fhir/sid/membership',
      },
      {
        name: 'name',
        type: 'string',
        definition: `${SP}/Patient-name`,
        documentation:
          'A part of the name starts with the value (case and accents ignored); :contains anywhere',
        modifiers: ['contains'],
      },
      lastUpdated,
    ],
  },
  Observation: {
    type: 'Observation',
    documentation:
      'Daily mood check-ins and assessment scores (PHQ-9, GAD-7, BAM-R, BARC-10), category survey',
    searchParams: [
      patientParam('Observation'),
      {
        name: 'code',
        type: 'token',
        definition: `${SP}/clinical-code`,
        documentation:
          'system|code or code: LOINC 44261-6 (PHQ-9 total), 70274-6 (GAD-7 total), the product codes',
      },
      {
        name: 'date',
        type: 'date',
        definition: `${SP}/clinical-date`,
        documentation: "The effective time (a check-in's local day), with the prefixes eq, gt, ge, lt, le",
      },
      {
        name: 'category',
        type: 'token',
        definition: `${SP}/Observation-category`,
        documentation: 'survey (every Observation served is one)',
      },
    ],
  },
  Questionnaire: {
    type: 'Questionnaire',
    documentation: 'Each version of the instruments the product administers',
    searchParams: [],
  },
  QuestionnaireResponse: {
    type: 'QuestionnaireResponse',
    documentation: 'Completed assessments, with the computed scores as read-only items',
    searchParams: [
      patientParam('QuestionnaireResponse'),
      {
        name: 'questionnaire',
        type: 'reference',
        definition: `${SP}/QuestionnaireResponse-questionnaire`,
        documentation: 'The canonical URL (url or url|version) or Questionnaire/<id>',
      },
      {
        name: 'authored',
        type: 'date',
        definition: `${SP}/QuestionnaireResponse-authored`,
        documentation: 'When it was submitted, with the prefixes eq, gt, ge, lt, le',
      },
    ],
  },
  Consent: {
    type: 'Consent',
    documentation: '42 CFR Part 2 consents as signed; revoked and expired ones are inactive',
    searchParams: [
      patientParam('Consent'),
      {
        name: 'status',
        type: 'token',
        definition: `${SP}/Consent-status`,
        documentation: 'active or inactive',
      },
    ],
  },
  Organization: {
    type: 'Organization',
    documentation: "The caller's treatment center",
    searchParams: [],
  },
  Practitioner: {
    type: 'Practitioner',
    documentation: "The center's staff: names and status only",
    searchParams: [],
  },
};

/** The search parameters every type accepts besides its own. */
export const COMMON_PARAMS = ['_count', '_cursor', '_format'] as const;

/** Page size: the default, and the most one page holds (a larger `_count` is lowered to it). */
export const PAGE = { default: 50, max: 200 } as const;
