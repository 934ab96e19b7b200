import { route } from './route';
import { centerParams } from './schemas/centers';
import {
  createFhirSystemBody,
  fhirSystemParams,
  fhirSystemResponse,
  fhirSystemsResponse,
} from './schemas/fhir-systems';

/**
 * The center's SMART Backend Services systems (issue 40 item 3), for owners: register, list,
 * disable. No delete: a disabled system stays in the list, as the audit trail and the accounting of
 * disclosures name it. Spread into the one route table (routes.ts).
 */
export const fhirSystemRoutes = {
  listFhirSystems: route({
    method: 'GET',
    path: '/v3/treatment_centers/{id}/fhir_systems',
    summary: "The center's systems registered to read its FHIR API (SMART Backend Services), newest first",
    access: 'owner',
    success: 200,
    params: centerParams,
    response: fhirSystemsResponse,
  }),
  createFhirSystem: route({
    method: 'POST',
    path: '/v3/treatment_centers/{id}/fhir_systems',
    summary: 'Registers a system: its public keys, within the center or an outside recipient, its scopes',
    access: 'owner',
    success: 201,
    params: centerParams,
    body: createFhirSystemBody,
    response: fhirSystemResponse,
  }),
  disableFhirSystem: route({
    method: 'POST',
    path: '/v3/treatment_centers/{id}/fhir_systems/{system_id}/disable',
    summary: 'Disables a system: its tokens stop working at once; it stays listed',
    access: 'owner',
    success: 200,
    params: fhirSystemParams,
    response: fhirSystemResponse,
  }),
};
