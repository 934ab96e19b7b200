import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../audit/audit';
import type { CurrentUser } from '../../identity/current-user';
import { FhirError } from './outcome';
import { scopesAllow } from './systems/scopes';
import type { SystemCaller } from './systems/system-caller';

/**
 * Who calls the FHIR API. Every kind of caller reads one center only; the routes and services
 * know a caller by its center and its audit actor, never by how it signed in.
 *
 * - `staff`: a staff member (owners included) with the portal's access token, scoped exactly as
 *   the /v3 routes of access level `staff` (identity/authenticate.ts).
 * - `system`: a SMART Backend Services client an owner registered (modules/fhir-api/systems), with a
 *   token from the token endpoint. Its `scopes` narrow the types it may read (`mayRead`). Within
 *   the center it reads like staff; an outside recipient (`recipient`) sees only patients whose
 *   active consent covers that recipient and purpose (the repositories' patient predicate,
 *   patient-scope.ts), and each answer with a patient's data writes a disclosure (audit.ts).
 */
export type FhirCaller = StaffCaller | SystemCaller;

export interface StaffCaller {
  kind: 'staff';
  centerId: string;
  user: CurrentUser;
  actor: Actor;
}

/**
 * What the repositories know of a caller: its center, and for an outside recipient whom the
 * patients must have consented to. Every FhirCaller is one.
 */
export interface FhirScope {
  centerId: string;
  recipient?: { name: string; purpose: string } | undefined;
}

/**
 * The one place a FHIR request's caller is resolved. A system's token first (recognised by its
 * audience, the FHIR base); otherwise the staff branch: no or a bad token, the 401 of every route;
 * a patient, expert or support token, 403 (the FHIR API is the center's, as /v3 staff routes).
 */
export async function resolveFhirCaller(app: FastifyInstance, request: FastifyRequest): Promise<FhirCaller> {
  const system = await app.authenticateSystem(request);
  if (system) return system;
  const user = await app.authenticateAs(request, 'staff');
  // `staff` access guarantees a center (current-user.ts isStaff).
  const centerId = user.centerId as string;
  return { kind: 'staff', centerId, user, actor: actorOf(request, user) };
}

/** Whether the caller may read this type: staff read every type; a system, its granted scopes. */
export function mayRead(caller: FhirCaller, type: string): boolean {
  return caller.kind === 'staff' || scopesAllow(caller.scopes, type);
}

/** Refuses a type the caller's scopes do not grant: 403 (the caller is known, the type is not its). */
export function requireRead(caller: FhirCaller, type: string): void {
  if (!mayRead(caller, type)) throw new FhirError(403, messages.fhirScopeForbidden, 'forbidden');
}
