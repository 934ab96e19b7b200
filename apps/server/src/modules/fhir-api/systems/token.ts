import { messages } from '@portal/contracts';
import { decodeJwt, jwtVerify } from 'jose';
import { type Actor, audit } from '../../../audit/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { fhirBase } from '../../../fhir/bundle';
import { SYSTEM_TOKEN_SECONDS, signSystemToken } from './access-token';
import { keySetOf } from './keys';
import { findSystem, spendJti } from './repository';
import { grantedScopes } from './scopes';

/**
 * The token endpoint of SMART Backend Services (RFC 6749 client_credentials, RFC 7523 private_key_jwt
 * client authentication): a registered, active system proves itself with an assertion signed by its
 * own key and gets a five-minute access token for the scopes it was registered with.
 */

const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** SMART asks for RS384 or ES384; RS256 and ES256 are accepted too (common in libraries). */
export const ASSERTION_ALGORITHMS = ['RS384', 'ES384', 'RS256', 'ES256'];
/** An assertion may live five minutes at most (SMART: exp no more than 5 minutes ahead). */
const MAX_ASSERTION_SECONDS = 300;
/** Clock skew allowed between the system and us. */
const SKEW_SECONDS = 30;

export const tokenUrl = (config: Config) => `${fhirBase(config.PUBLIC_URL)}/auth/token`;

/** A refusal as RFC 6749 §5.2 words it; `message` is a catalogue sentence (error_description). */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}

export interface TokenForm {
  grant_type?: unknown;
  client_assertion_type?: unknown;
  client_assertion?: unknown;
  scope?: unknown;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

const invalidClient = (message: string) => new OAuthError(401, 'invalid_client', message);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The client_id an assertion claims (iss = sub), read before its signature can be checked. */
function claimedClient(assertion: string): string {
  try {
    const { iss, sub } = decodeJwt(assertion);
    if (typeof iss === 'string' && iss === sub && UUID.test(iss)) return iss;
  } catch {
    // not a JWT: the same refusal as an unknown client
  }
  throw invalidClient(messages.smartClientUnknown);
}

export async function issueSystemToken(
  deps: { config: Config; db: Db },
  form: TokenForm,
  actorOf: (system: { id: string; centerId: string }) => Actor,
): Promise<IssuedToken> {
  const { config, db } = deps;
  if (form.grant_type !== 'client_credentials') {
    throw new OAuthError(400, 'unsupported_grant_type', messages.smartGrantTypeInvalid);
  }
  if (form.client_assertion_type !== JWT_BEARER || typeof form.client_assertion !== 'string') {
    throw new OAuthError(400, 'invalid_request', messages.smartAssertionTypeInvalid);
  }
  const assertion = form.client_assertion;
  const clientId = claimedClient(assertion);
  const system = await findSystem(db, clientId);
  if (system?.status !== 'active') throw invalidClient(messages.smartClientUnknown);
  const actor = actorOf({ id: system.id, centerId: system.treatmentCenterId });
  const refuse = async (error: OAuthError, reason: string) => {
    await audit(db, actor, {
      action: 'fhir_system.token',
      resourceType: 'fhir_system',
      resourceId: system.id,
      outcome: 'denied',
      detail: { reason },
    });
    return error;
  };

  let exp: number;
  let jti: string;
  try {
    const { payload } = await jwtVerify(assertion, keySetOf(system), {
      algorithms: ASSERTION_ALGORITHMS,
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl(config),
      clockTolerance: SKEW_SECONDS,
      requiredClaims: ['exp', 'jti'],
    });
    exp = payload.exp as number;
    jti = String(payload.jti);
  } catch {
    throw await refuse(invalidClient(messages.smartAssertionInvalid), 'assertion');
  }
  if (exp - Date.now() / 1000 > MAX_ASSERTION_SECONDS + SKEW_SECONDS || !jti) {
    throw await refuse(invalidClient(messages.smartAssertionInvalid), 'lifetime');
  }
  // Kept until the assertion can no longer be accepted (its exp plus the skew allowed).
  if (!(await spendJti(db, system.id, jti, new Date((exp + SKEW_SECONDS) * 1000)))) {
    throw await refuse(invalidClient(messages.smartAssertionReplayed), 'replay');
  }

  const requested = typeof form.scope === 'string' ? form.scope.split(/\s+/).filter(Boolean) : [];
  const scopes = grantedScopes(requested, system.scopes);
  if (!scopes.length)
    throw await refuse(new OAuthError(400, 'invalid_scope', messages.smartScopeInvalid), 'scope');

  const accessToken = await signSystemToken(config, db, {
    clientId: system.id,
    centerId: system.treatmentCenterId,
    scopes,
  });
  await audit(db, actor, {
    action: 'fhir_system.token',
    resourceType: 'fhir_system',
    resourceId: system.id,
    outcome: 'success',
    detail: { scopes },
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: SYSTEM_TOKEN_SECONDS,
    scope: scopes.join(' '),
  };
}
