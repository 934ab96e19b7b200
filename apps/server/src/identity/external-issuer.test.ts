import { messages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, fetchTransport } from '../../test/helpers/browser';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { freePort } from '../../test/helpers/listen';
import { portalClient, setPassword } from '../../test/helpers/passwords';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import { signInWithPassword } from '../../test/helpers/sign-in';
import { users } from '../db/schema/index';

/**
 * Any standard issuer: one server runs the embedded issuer on a real port and plays "the external
 * issuer"; a second, separately configured server (its own database, OIDC_ISSUER pointing at the
 * first) trusts only that issuer's JWKS.
 */
describe('an external OIDC issuer', () => {
  let issuer: TestServer;
  let api: TestServer;
  let a: SeededCenter;
  let token: string;
  const password = 'external issuer password';

  beforeAll(async () => {
    const port = await freePort();
    issuer = await createTestServer({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    await issuer.app.listen({ host: '127.0.0.1', port });
    a = await createCenter(issuer);
    await setPassword(issuer, a.staff.row.id, password);
    const browser = new Browser(fetchTransport, issuer.config.PUBLIC_URL);
    token = (await signInWithPassword(browser, portalClient(issuer), a.staff.row.email, password))
      .access_token;

    api = await createTestServer({
      PUBLIC_URL: 'http://localhost:3998',
      OIDC_ISSUER: `${issuer.config.PUBLIC_URL}/oidc`,
      OIDC_AUDIENCE: issuer.config.OIDC_AUDIENCE,
      OIDC_CLAIM_NAMESPACE: issuer.config.OIDC_CLAIM_NAMESPACE,
    });
    // A staff-only route that answers with the caller the API resolved from the token.
    api.app.get('/v3/_probe_staff', { config: { access: 'staff' } }, async (request) => ({
      who: request.currentUser,
    }));
  });
  afterAll(async () => {
    await api?.close();
    await issuer?.close();
  });

  const probe = (bearer: string) =>
    api.app.inject({
      method: 'GET',
      url: '/v3/_probe_staff',
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('turns the embedded issuer and its pages off', async () => {
    expect(
      (await api.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/login?uid=x' })).body).not.toContain(
      '<h1>Sign in</h1>',
    );
    const config = (await api.app.inject({ method: 'GET', url: '/auth/config' })).json();
    expect(config.authority).toBe(`${issuer.config.PUBLIC_URL}/oidc`);
  });

  it("accepts the issuer's token on a staff route and provisions the user on the first call", async () => {
    const res = await probe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().who).toMatchObject({
      subject: a.staff.row.subject,
      centerId: a.center.id,
      isOwner: false,
    });
    const [row] = await api.deps.database.db
      .select()
      .from(users)
      .where(eq(users.subject, a.staff.row.subject));
    expect(row).toMatchObject({ treatmentCenterId: a.center.id, active: true, isOwner: false });
    expect((await probe(token)).statusCode).toBe(200);
  });

  it('refuses a disabled provisioned user on the next call', async () => {
    await api.deps.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.subject, a.staff.row.subject));
    expect((await probe(token)).statusCode).toBe(401);
    await api.deps.database.db
      .update(users)
      .set({ active: true })
      .where(eq(users.subject, a.staff.row.subject));
  });

  it('signs out: the token is refused on its next call, and the issuer offers RP-initiated logout', async () => {
    const browser = new Browser(fetchTransport, issuer.config.PUBLIC_URL);
    const own = await signInWithPassword(browser, portalClient(issuer), a.staff.row.email, password);
    expect((await probe(own.access_token)).statusCode).toBe(200);
    const out = await api.app.inject({
      method: 'POST',
      url: '/v3/sign_out',
      headers: { authorization: `Bearer ${own.access_token}` },
    });
    expect(out.statusCode, out.body).toBe(204);
    const after = await probe(own.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(messages.signedOut);
    // Another sign-in of the same person is another session: untouched.
    expect((await probe(token)).statusCode).toBe(200);
    // The issuer's own session is the browser's to end: the portal follows the issuer's
    // end_session_endpoint (oidc-client-ts signoutRedirect), which the issuer advertises.
    const discovery = (await (
      await fetch(`${issuer.config.PUBLIC_URL}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.end_session_endpoint).toBe(`${issuer.config.PUBLIC_URL}/oidc/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${issuer.config.PUBLIC_URL}/oidc/token/revocation`);
  });

  it("refuses tokens signed with the API server's own keys or another issuer's", async () => {
    const metadata = { treatment_center_id: a.center.id };
    const ownKeys = await signToken(api, {
      sub: a.staff.row.subject,
      metadata,
      issuer: `${issuer.config.PUBLIC_URL}/oidc`,
    });
    expect((await probe(ownKeys)).statusCode).toBe(401);
    const otherIssuer = await signToken(issuer, {
      sub: a.staff.row.subject,
      metadata,
      issuer: 'http://127.0.0.1:1/oidc',
    });
    expect((await probe(otherIssuer)).statusCode).toBe(401);
    const wrongAudience = await signToken(issuer, {
      sub: a.staff.row.subject,
      metadata,
      audience: 'another-api',
    });
    expect((await probe(wrongAudience)).statusCode).toBe(401);
  });
});
