import { messages } from '@portal/contracts';
import { FhirError, invalidParameter, unknownParameter } from './outcome';
import type { ServedType } from './served';

/**
 * The kick-off request of a Bulk Data export (FHIR Bulk Data Access IG v2.0.0, "Bulk Data Kick-off
 * Request"): `Prefer: respond-async` required, `_outputFormat`, `_type` and `_since` served, and
 * every other parameter refused (400), as the search parser refuses what it does not serve: a
 * client must not believe a filter applied that did not (docs/decisions/fhir-api.md).
 */

/** The types an export holds: the patients and what is about them (the patient compartment). */
export const EXPORT_TYPES = [
  'Patient',
  'Observation',
  'QuestionnaireResponse',
  'Consent',
] as const satisfies readonly ServedType[];
export type ExportType = (typeof EXPORT_TYPES)[number];

/** The export operations the CapabilityStatement lists (Bulk Data Access IG v2.0.0). */
export const BULK_EXPORT_OPERATIONS = {
  Patient: {
    name: 'export',
    definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export',
  },
  Group: { name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export' },
} as const;
export const GROUP_DOCUMENTATION =
  "The caller's treatment center as the one Group (its id is the center's): only $export is served";

/** The NDJSON spellings the IG says a server must accept. */
const OUTPUT_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);

/** A FHIR instant: seconds and a zone required (R4 §2.24.0.1). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

export interface ExportRequest {
  types: ExportType[];
  since?: Date;
}

const single = (name: string, given: string | string[] | undefined) => {
  const values = given === undefined ? [] : Array.isArray(given) ? given : [given];
  if (values.length !== 1 || !values[0]) throw invalidParameter(name);
  return values[0];
};

/** Whether the Prefer header asks for the asynchronous pattern (RFC 7240: a list of preferences). */
const prefersAsync = (prefer: string | string[] | undefined) =>
  [prefer ?? []]
    .flat()
    .flatMap((p) => p.split(','))
    .some((p) => p.split(';')[0]?.trim().toLowerCase() === 'respond-async');

export function parseExportRequest(
  prefer: string | string[] | undefined,
  query: Record<string, string | string[] | undefined>,
): ExportRequest {
  if (!prefersAsync(prefer)) throw new FhirError(400, messages.fhirExportAsyncOnly, 'required');
  const request: ExportRequest = { types: [...EXPORT_TYPES] };
  for (const [name, given] of Object.entries(query)) {
    if (name === '_outputFormat') {
      if (!OUTPUT_FORMATS.has(single(name, given).trim())) throw invalidParameter(name);
    } else if (name === '_type') {
      // Repeated or comma-separated: the union, in the served order.
      const asked = [given ?? []].flat().flatMap((v) => v.split(','));
      if (!asked.length || asked.some((t) => !(EXPORT_TYPES as readonly string[]).includes(t.trim())))
        throw invalidParameter(name);
      request.types = EXPORT_TYPES.filter((t) => asked.some((a) => a.trim() === t));
    } else if (name === '_since') {
      const value = single(name, given);
      const at = new Date(value);
      if (!INSTANT.test(value) || Number.isNaN(at.getTime())) throw invalidParameter(name);
      request.since = at;
    } else {
      // _elements, _typeFilter, patient, includeAssociatedData, _until, anything else.
      throw unknownParameter(name);
    }
  }
  return request;
}
