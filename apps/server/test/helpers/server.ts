import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { loadSigningKeys } from '../../src/identity/keys';
import { issuerUrl } from '../../src/identity/verifier';
import { createServer, type Server } from '../../src/server';
import { createTestDatabase } from './database';

export interface TestServer extends Server {
  config: Config;
}

/**
 * The real app on a fresh database of its own, without a port. With `logLines`, every log line
 * (level trace) is collected there, for the tests that read the log back (no patient data in logs).
 */
export async function createTestServer(
  env: Record<string, string> = {},
  options: { database?: Database; publicDir?: string; now?: () => Date; logLines?: string[] } = {},
): Promise<TestServer> {
  const { logLines } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logLines ? 'trace' : 'silent',
    PUBLIC_URL: 'http://localhost:3999',
    DATA_DIR: '.data-test',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logStream = logLines
    ? new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const server = await createServer(config, {
    database,
    ...(options.publicDir ? { publicDir: options.publicDir } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(logStream ? { logStream } : {}),
  });
  return { ...server, config };
}

export interface TokenOptions {
  sub: string;
  metadata: Record<string, unknown>;
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
  /** More claims, e.g. the `sid` and `auth_time` of a portal sign-in. */
  claims?: Record<string, unknown>;
}

/** An access token signed with the embedded issuer's own key, shaped like the ones it issues. */
export async function signToken(server: TestServer, options: TokenOptions): Promise<string> {
  const [jwk] = await loadSigningKeys(server.deps.database.db);
  if (!jwk) throw new Error('no signing key');
  const { importJWK } = await import('jose');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    ...options.claims,
    [server.config.OIDC_CLAIM_NAMESPACE]: options.metadata,
    scope: 'openid',
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setSubject(options.sub)
    .setIssuer(options.issuer ?? issuerUrl(server.config))
    .setAudience(options.audience ?? server.config.OIDC_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(key);
}
