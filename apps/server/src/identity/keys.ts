import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/index';

/**
 * Reads a secret the server generated earlier, or generates and stores it. Two instances starting
 * at once both end with the same value: the first insert wins and the loser reads it back.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value as T;
}

/** The embedded issuer's private signing keys (JWK), generated on first start and kept in the database. */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  return loadOrCreateSecret(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }];
  });
}

/** Random keys (cookie signing, upload URL HMAC), kept in the database so every instance shares them. */
export async function loadRandomKeys(db: Db, name: string): Promise<string[]> {
  return loadOrCreateSecret(db, name, async () => [randomBytes(32).toString('base64url')]);
}

export const publicJwk = ({ kty, n, e, kid, alg, use, crv, x, y }: JWK): JWK =>
  Object.fromEntries(
    Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
  );
