import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/identity/passwords';
import { Browser, injectTransport } from './browser';
import type { TestServer } from './server';
import type { PortalClient } from './sign-in';

/** Gives a fixture user a password, so it can sign in through the login page. */
export async function setPassword(server: TestServer, userId: string, password: string) {
  await server.deps.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** The portal as the embedded issuer of a test server knows it. */
export function portalClient(server: TestServer): PortalClient {
  return {
    issuer: `${server.config.PUBLIC_URL}/oidc`,
    clientId: server.config.OIDC_CLIENT_ID,
    redirectUri: `${server.config.PUBLIC_URL}/auth/callback`,
  };
}

/** A fresh browser talking to the test server without a port. */
export const browserFor = (server: TestServer, headers: Record<string, string> = {}) =>
  new Browser(injectTransport(server.app, server.config.PUBLIC_URL), server.config.PUBLIC_URL, headers);
