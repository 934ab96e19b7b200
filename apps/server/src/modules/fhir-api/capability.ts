import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { BULK_EXPORT_OPERATIONS, GROUP_DOCUMENTATION } from './bulk-params';
import { SERVED, SERVED_TYPES } from './served';

/**
 * The CapabilityStatement at /metadata (FHIR R4 §2.13): generated from the served table
 * (served.ts), so it lists exactly the types, interactions and search parameters answered. JSON
 * only, read-only, no US Core profile claimed (docs/decisions/fhir-api.md says why).
 */
export function capabilityStatement(base: string, at: Date): CapabilityStatement {
  const resource = SERVED_TYPES.map(
    (type): CapabilityStatementRestResource => ({
      type,
      documentation: SERVED[type].documentation,
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      versioning: 'no-version',
      readHistory: false,
      updateCreate: false,
      conditionalCreate: false,
      conditionalRead: 'not-supported',
      conditionalUpdate: false,
      conditionalDelete: 'not-supported',
      ...(SERVED[type].searchParams.length
        ? {
            searchParam: SERVED[type].searchParams.map((p) => ({
              name: p.name,
              definition: p.definition,
              type: p.type,
              documentation: p.documentation,
            })),
          }
        : {}),
    }),
  );
  // Bulk Data export (bulk-routes.ts): Patient/$export on Patient, Group/<center>/$export on Group.
  for (const entry of resource)
    if (entry.type === 'Patient') entry.operation = [BULK_EXPORT_OPERATIONS.Patient];
  resource.push({
    type: 'Group',
    documentation: GROUP_DOCUMENTATION,
    operation: [BULK_EXPORT_OPERATIONS.Group],
  });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    instantiates: ['http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data'],
    date: at.toISOString(),
    kind: 'instance',
    name: 'RecoveryPortalFhirServer',
    title: 'Recovery portal FHIR R4 API',
    publisher: 'Recovery portal',
    description:
      "The treatment center's data, read-only: patients, check-ins and assessment scores, questionnaires and responses, consents, the center and its staff.",
    software: { name: 'Recovery portal' },
    implementation: { description: 'FHIR R4 API of this server', url: base },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Search results are pages of a searchset Bundle (_count, at most 200; follow the next link). Unknown search parameters are refused with 400.',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'OAuth',
                  display: 'OAuth',
                },
              ],
              text: "A bearer access token of the center's staff (the portal's sign-in)",
            },
          ],
        },
        resource,
      },
    ],
  };
}
