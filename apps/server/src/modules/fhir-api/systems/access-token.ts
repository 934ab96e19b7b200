import { randomUUID } from 'node:crypto';
import { importJWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { fhirBase } from '../../../fhir/bundle';
import { loadSigningKeys } from '../../../identity/keys';
import { issuerKeySet, issuerUrl } from '../../../identity/verifier';

/**
 * A system's access token: a JWT of RFC 9068's shape signed with the issuer's own key (the one its
 * OIDC tokens use), `aud` the FHIR base, so the /v3 API (audience OIDC_AUDIENCE) refuses it and the
 * FHIR API tells it from a staff token by its audience. Claims: `client_id` (= `sub`, the system),
 * `scope` (the granted scopes), and the center in the namespaced metadata claim staff tokens carry.
 * An external issuer's client-credentials tokens are accepted when they carry the same claims.
 */

/** Five minutes: a system asks again (SMART Backend Services recommends no more). */
export const SYSTEM_TOKEN_SECONDS = 300;

export interface SystemTokenClaims {
  clientId: string;
  centerId: string;
  scopes: string[];
}

export async function signSystemToken(config: Config, db: Db, claims: SystemTokenClaims): Promise<string> {
  const [jwk] = await loadSigningKeys(db);
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    client_id: claims.clientId,
    scope: claims.scopes.join(' '),
    [config.OIDC_CLAIM_NAMESPACE]: { treatment_center_id: claims.centerId },
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(issuerUrl(config))
    .setSubject(claims.clientId)
    .setAudience(fhirBase(config.PUBLIC_URL))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SYSTEM_TOKEN_SECONDS}s`)
    .sign(key);
}

/** Whether a JWT is meant for the FHIR API as a system's (its audience), read without checking it. */
export function isForFhirApi(config: Config, payload: JWTPayload): boolean {
  const aud = payload.aud;
  const base = fhirBase(config.PUBLIC_URL);
  return aud === base || (Array.isArray(aud) && aud.includes(base));
}

/**
 * Verifies a system token (signature, issuer, audience, expiry) and reads its claims; throws on
 * anything missing. The key set is read once per process (ours, or the external issuer's JWKS).
 */
export function createSystemTokenVerifier(config: Config, db: Db) {
  let keys: ReturnType<typeof issuerKeySet> | undefined;
  return async (token: string): Promise<SystemTokenClaims> => {
    keys ??= issuerKeySet(config, db);
    const { payload } = await jwtVerify(token, await keys, {
      issuer: issuerUrl(config),
      audience: fhirBase(config.PUBLIC_URL),
      algorithms: ['RS256', 'ES256', 'PS256'],
      clockTolerance: 5,
    });
    const clientId = payload.client_id;
    const meta = payload[config.OIDC_CLAIM_NAMESPACE] as { treatment_center_id?: unknown } | undefined;
    const centerId = meta?.treatment_center_id;
    if (typeof clientId !== 'string' || typeof centerId !== 'string' || typeof payload.scope !== 'string') {
      throw new Error('system token without client_id, center or scope');
    }
    return { clientId, centerId, scopes: payload.scope.split(' ').filter(Boolean) };
  };
}
