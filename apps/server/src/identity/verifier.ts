import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadSigningKeys, publicJwk } from './keys';

export interface TokenClaims extends JWTPayload {
  sub: string;
}

export type VerifyToken = (token: string) => Promise<TokenClaims>;

/** The issuer URL tokens must carry: the external one when configured, else our embedded issuer. */
export const issuerUrl = (config: Config) => config.OIDC_ISSUER ?? `${config.PUBLIC_URL}/oidc`;

/**
 * The issuer's public keys: ours from the database, or the external issuer's JWKS (from its
 * discovery document). Also what the FHIR API checks a system's access token with.
 */
export async function issuerKeySet(config: Config, db: Db): Promise<Parameters<typeof jwtVerify>[1]> {
  if (!config.OIDC_ISSUER) return createLocalJWKSet({ keys: (await loadSigningKeys(db)).map(publicJwk) });
  const issuer = issuerUrl(config);
  const discovery = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${discovery.status}`);
  const { jwks_uri } = (await discovery.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(jwks_uri));
}

/**
 * Verifies access tokens: signature against the issuer's keys (ours from the database, or the
 * external issuer's JWKS), issuer, audience and expiry. Any failure is a plain "invalid token".
 */
export async function createVerifier(config: Config, db: Db): Promise<VerifyToken> {
  const issuer = issuerUrl(config);
  const keySet = await issuerKeySet(config, db);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: config.OIDC_AUDIENCE,
      algorithms: ['RS256', 'ES256', 'PS256'],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without subject');
    return payload as TokenClaims;
  };
}

/** The identity metadata of spec §3, read from the one namespaced claim. */
export interface IdentityMetadata {
  treatment_center_id: string | null;
  is_owner: boolean;
  support: boolean;
  is_expert: boolean;
  wizard: boolean;
  patient: boolean;
}

export function readMetadata(claims: JWTPayload, namespace: string): IdentityMetadata {
  const raw = claims[namespace];
  const m = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const flag = (v: unknown) => v === true || v === 'true';
  return {
    treatment_center_id: typeof m.treatment_center_id === 'string' ? m.treatment_center_id : null,
    is_owner: flag(m.is_owner),
    support: flag(m.support),
    is_expert: flag(m.is_expert),
    wizard: flag(m.wizard),
    patient: flag(m.patient),
  };
}
