/**
 * The benchmark's access token: signed for a seeded staff member with the embedded issuer's own key
 * and claims (the approach of `signToken` in test/helpers/server.ts), so requests pass the real
 * token check without a sign-in.
 */
import { importJWK, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema/index';
import { loadSigningKeys } from '../../identity/keys';
import { metadataFor } from '../../identity/metadata';
import { issuerUrl } from '../../identity/verifier';

export async function staffAccessToken(
  config: Config,
  db: Db,
  staff: typeof users.$inferSelect,
): Promise<string> {
  const [jwk] = await loadSigningKeys(db);
  if (!jwk) throw new Error('no signing key');
  return new SignJWT({ [config.OIDC_CLAIM_NAMESPACE]: metadataFor(staff), scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setSubject(staff.subject)
    .setIssuer(issuerUrl(config))
    .setAudience(config.OIDC_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('6h')
    .sign(await importJWK(jwk, 'RS256'));
}
