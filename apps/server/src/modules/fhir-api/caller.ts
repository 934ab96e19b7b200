import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../audit/audit';
import type { CurrentUser } from '../../identity/current-user';

/**
 * Who calls the FHIR API. Every kind of caller reads one center only; the routes and services
 * know a caller by its center and its audit actor, never by how it signed in.
 *
 * - `staff`: a staff member (owners included) with the portal's access token, scoped exactly as
 *   the /v3 routes of access level `staff` (identity/authenticate.ts).
 * - A SMART Backend Services client (issue 40 item 3) becomes a second member of this union
 *   (`{ kind: 'system'; centerId; clientId; scopes; recipient? }`), recognised in
 *   `resolveFhirCaller` before the staff branch; its scopes then narrow the types it may read
 *   (routes.ts), and its reads add a disclosure row where `audit.ts` writes the access row.
 */
export type FhirCaller = {
  kind: 'staff';
  centerId: string;
  user: CurrentUser;
  actor: Actor;
};

/**
 * The one place a FHIR request's caller is resolved. No or a bad token: the 401 of every route;
 * a patient, expert or support token: 403 (the FHIR API is the center's, as /v3 staff routes).
 */
export async function resolveFhirCaller(app: FastifyInstance, request: FastifyRequest): Promise<FhirCaller> {
  const user = await app.authenticateAs(request, 'staff');
  // `staff` access guarantees a center (current-user.ts isStaff).
  const centerId = user.centerId as string;
  return { kind: 'staff', centerId, user, actor: actorOf(request, user) };
}
