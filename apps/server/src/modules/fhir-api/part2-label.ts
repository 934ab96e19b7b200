import type { Coding, Extension, Resource } from '@medplum/fhirtypes';
import { PART2_NOTICE } from '@portal/contracts';
import { ACT_CODE, PART2_SECURITY, PRODUCT_FHIR_BASE } from '../../fhir/systems';
import type { FhirCaller } from './caller';

/**
 * The 42 CFR 2.32 notice on what an outside recipient reads (docs/decisions/fhir-api.md, "Backend
 * services"). Every resource with patient data already carries the Part 2 labels (`R` restricted,
 * `42CFRPart2`: fhir/systems.ts). A disclosed one, and the Bundle around a page, also carries:
 * - `meta.security` `NORDSCLCD` (v3-ActCode: no redisclosure without consent), the refrain policy
 *   2.32 states, as the HL7 DS4P guide labels Part 2 data a receiving system can act on;
 * - `meta.extension` `…/StructureDefinition/part2-notice` with the notice's text (valueString).
 * **Why on every resource, not only the Bundle:** a recipient stores resources one by one; the notice
 * must travel with each disclosed record (2.32(a)), and a bulk NDJSON line has no Bundle at all.
 */

const DISCLOSED_SECURITY: Coding[] = [
  ...PART2_SECURITY,
  { system: ACT_CODE, code: 'NORDSCLCD', display: 'no redisclosure without consent directive' },
];
export const PART2_NOTICE_URL = `${PRODUCT_FHIR_BASE}/StructureDefinition/part2-notice`;
const NOTICE: Extension = { url: PART2_NOTICE_URL, valueString: PART2_NOTICE };

/** The types that hold a patient's data (the others: the center, its staff, the instruments). */
const PATIENT_DATA_TYPES: readonly string[] = ['Patient', 'Observation', 'QuestionnaireResponse', 'Consent'];

/** Whether what this caller reads is a disclosure (an outside recipient's read). */
export const isDisclosure = (caller: FhirCaller) => caller.kind === 'system' && !!caller.recipient;

/** The resource with the Part 2 labels and notice in its `meta` (a copy; the input is unchanged). */
export function withPart2Notice<T extends Resource>(resource: T): T {
  const meta = resource.meta ?? {};
  const has = (c: Coding) => meta.security?.some((s) => s.system === c.system && s.code === c.code);
  return {
    ...resource,
    meta: {
      ...meta,
      security: [...(meta.security ?? []), ...DISCLOSED_SECURITY.filter((c) => !has(c))],
      extension: [...(meta.extension ?? []).filter((e) => e.url !== PART2_NOTICE_URL), NOTICE],
    },
  };
}

/** Labels what a caller reads: an outside recipient's patient data gets the notice; else unchanged. */
export function labelFor<T extends Resource>(caller: FhirCaller, resource: T): T {
  return isDisclosure(caller) && PATIENT_DATA_TYPES.includes(resource.resourceType)
    ? withPart2Notice(resource)
    : resource;
}
