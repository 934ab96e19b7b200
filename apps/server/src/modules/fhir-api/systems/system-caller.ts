import { messages } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Actor } from '../../../audit/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { createSystemTokenVerifier, isForFhirApi } from './access-token';
import { type FhirSystemRow, findSystem } from './repository';
import { grantedScopes } from './scopes';

/**
 * A SMART Backend Services system calling the FHIR API (modules/fhir-api/caller.ts): its center,
 * its client_id, the scopes its token grants (narrowed to those it is still registered with), and
 * for an outside recipient the recipient and purpose its reads are disclosed to.
 */
export interface SystemCaller {
  kind: 'system';
  centerId: string;
  clientId: string;
  /** The name the owner gave it: the accounting of disclosures names the system by it. */
  name: string;
  scopes: string[];
  recipient?: { name: string; purpose: string };
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The system a request's bearer token names, or undefined when the token is not a system's (no
     * token, or one for the API's audience: the staff branch decides). A system token that fails
     * (signature, expiry, an unknown or disabled system, another center) is a 401.
     */
    authenticateSystem(request: FastifyRequest): Promise<SystemCaller | undefined>;
  }
}

const refused = () =>
  new HttpError(401, messages.fhirSystemTokenInvalid, undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

export function systemAuthenticator(config: Config, db: Db) {
  const verify = createSystemTokenVerifier(config, db);
  return async (request: FastifyRequest): Promise<SystemCaller | undefined> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return undefined;
    let payload: ReturnType<typeof decodeJwt>;
    try {
      payload = decodeJwt(token);
    } catch {
      return undefined;
    }
    if (!isForFhirApi(config, payload)) return undefined;
    const claims = await verify(token).catch(() => {
      throw refused();
    });
    // Read on every call, never cached: a disabled system's token stops at once.
    const system = await findSystem(db, claims.clientId);
    if (system?.status !== 'active' || system.treatmentCenterId !== claims.centerId) throw refused();
    const scopes = grantedScopes(claims.scopes, system.scopes);
    if (!scopes.length) throw refused();
    return toSystemCaller(system, scopes, {
      subject: `fhir-system:${system.id}`,
      role: 'system',
      centerId: system.treatmentCenterId,
      ip: request.ip ?? null,
      requestId: request.id ?? null,
    });
  };
}

/** The caller a registered system is, with the scopes it holds now (a request's, or a job's again). */
export function toSystemCaller(system: FhirSystemRow, scopes: string[], actor: Actor): SystemCaller {
  return {
    kind: 'system',
    centerId: system.treatmentCenterId,
    clientId: system.id,
    name: system.name,
    scopes,
    ...(system.kind === 'recipient' && system.recipient && system.purpose
      ? { recipient: { name: system.recipient, purpose: system.purpose } }
      : {}),
    actor,
  };
}
