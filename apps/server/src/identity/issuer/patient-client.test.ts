import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { type PortalClient, signInWithPassword, startSignIn } from '../../../test/helpers/sign-in';

/** The patient app (apps/patient, under /app/) is a client of its own at the embedded issuer. */
describe('the patient app client', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'correct horse battery';
  const appClient = (): PortalClient => ({
    issuer: `${server.config.PUBLIC_URL}/oidc`,
    clientId: 'patient-app',
    redirectUri: `${server.config.PUBLIC_URL}/app/callback`,
  });

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    await setPassword(server, a.staff.row.id, password);
  });
  afterAll(() => server.close());

  it('tells the app how to sign in (GET /auth/app-config, no token)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authority: `${server.config.PUBLIC_URL}/oidc`,
      client_id: 'patient-app',
      audience: 'portal-api',
      scope: 'openid profile email offline_access',
      redirect_uri: `${server.config.PUBLIC_URL}/app/callback`,
      post_logout_redirect_uri: `${server.config.PUBLIC_URL}/app/`,
      session_idle_minutes: 0,
      session_max_hours: 0,
    });
  });

  it('signs in with code + PKCE and returns to /app/callback with a token for the API', async () => {
    const tokens = await signInWithPassword(browserFor(server), appClient(), a.staff.row.email, password);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: 'portal-api', sub: a.staff.row.subject });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it("refuses a redirect outside the app's own callback", async () => {
    const { page } = await startSignIn(browserFor(server), {
      ...appClient(),
      redirectUri: `${server.config.PUBLIC_URL}/auth/callback`,
    });
    expect(page.status).toBe(400);
  });
});
