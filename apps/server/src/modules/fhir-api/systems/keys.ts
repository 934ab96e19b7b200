import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { FhirSystemRow } from './repository';

/**
 * The key set a system's assertions are checked with: the one pasted at registration, or the one
 * published at its JWKS URL, fetched by jose (cached 10 minutes, refetched when an assertion names
 * an unknown `kid`, so a key rotation at the system works without the owner).
 */

const remote = new Map<string, JWTVerifyGetKey>();

export function keySetOf(system: FhirSystemRow): JWTVerifyGetKey {
  if (system.jwks) return createLocalJWKSet(system.jwks as JSONWebKeySet);
  const url = system.jwksUrl as string;
  let set = remote.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 600_000,
    });
    // A handful per center; kept for the process's life like any cache of public keys.
    remote.set(url, set);
  }
  return set;
}

/** The `kid`s of a pasted key set, for the owner's list (a key without one shows as its type). */
export function keyNamesOf(system: FhirSystemRow): string[] | null {
  if (!system.jwks) return null;
  return ((system.jwks as JSONWebKeySet).keys ?? []).map((k) => k.kid ?? `${k.kty}`);
}
