import { messages, SESSION_ENDED_ERROR } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { type PortalClient, refresh, signInWithPassword, startSignIn } from '../../test/helpers/sign-in';

/**
 * Sign-out ends the sign-in everywhere (issue 19, item 1): the access token in hand is refused on
 * its next call, the refresh token is revoked, and the issuer's session ends (the next sign-in
 * asks for the password) — for the portal (POST /v3/sign_out) and the patient app
 * (POST /patient/sign_out). Before issue 19 the token answered 200 until it expired.
 */
describe('sign-out', () => {
  let server: TestServer;
  let a: SeededCenter;
  let patient: SeededUser;
  const password = 'correct horse battery';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    patient = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
    for (const who of [a.owner, a.staff, patient]) await setPassword(server, who.row.id, password);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const patientClient = (): PortalClient => ({
    ...portalClient(server),
    clientId: server.config.OIDC_PATIENT_CLIENT_ID,
    redirectUri: `${server.config.PUBLIC_URL}/app/callback`,
  });

  it('portal: the token is refused, the refresh token revoked, the issuer session over', async () => {
    const browser = browserFor(server);
    const c = portalClient(server);
    const tokens = await signInWithPassword(browser, c, a.staff.row.email, password);
    // A refresh before the sign-out: its token belongs to the same sign-in and ends with it.
    const renewed = JSON.parse((await refresh(browser, c, tokens.refresh_token ?? '')).body);
    // Someone else, signed in elsewhere, is not touched.
    const owner = await signInWithPassword(browserFor(server), c, a.owner.row.email, password);

    expect((await call('GET', '/v3/me', tokens.access_token)).statusCode).toBe(200);
    const out = await call('POST', '/v3/sign_out', renewed.access_token);
    expect(out.statusCode, out.body).toBe(204);

    for (const token of [tokens.access_token, renewed.access_token]) {
      const me = await call('GET', '/v3/me', token);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: messages.signedOut });
      expect(me.headers['www-authenticate']).toContain(SESSION_ENDED_ERROR);
    }
    expect((await refresh(browser, c, renewed.refresh_token)).status).toBe(400);
    const again = await startSignIn(browser, c);
    expect(again.page.status).toBe(200);
    expect(again.page.body).toContain('<h1>Sign in</h1>');
    expect((await call('GET', '/v3/me', owner.access_token)).statusCode).toBe(200);

    // Signing in again is a new sign-in, and works.
    const next = await signInWithPassword(browser, c, a.staff.row.email, password);
    expect((await call('GET', '/v3/me', next.access_token)).statusCode).toBe(200);
  });

  it('patient app: POST /patient/sign_out does the same for the patient', async () => {
    const browser = browserFor(server);
    const c = patientClient();
    const tokens = await signInWithPassword(browser, c, patient.row.email, password);
    expect((await call('GET', '/v3/me', tokens.access_token)).statusCode).toBe(200);
    // Staff cannot use the patient's call, nor a patient the portal's rules: each its own route.
    expect((await call('POST', '/patient/sign_out', a.staff.token)).statusCode).toBe(403);

    const out = await call('POST', '/patient/sign_out', tokens.access_token);
    expect(out.statusCode, out.body).toBe(204);
    const me = await call('GET', '/v3/me', tokens.access_token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: messages.signedOut });
    expect((await refresh(browser, c, tokens.refresh_token ?? '')).status).toBe(400);
    const again = await startSignIn(browser, c);
    expect(again.page.body).toContain('<h1>Sign in</h1>');
    // A patient token signed in without the idle rule keeps working otherwise.
    expect((await call('GET', '/v3/me', patient.token)).statusCode).toBe(200);
  });

  it('a token that names no sign-in (no sid, no auth_time): only that token ends', async () => {
    const other = await createUser(server, { treatmentCenterId: a.center.id });
    const second = (await createUser(server, { treatmentCenterId: a.center.id })).token;
    expect((await call('POST', '/v3/sign_out', other.token)).statusCode).toBe(204);
    const me = await call('GET', '/v3/me', other.token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: messages.signedOut });
    expect((await call('GET', '/v3/me', second)).statusCode).toBe(200);
    // A second sign-out of an ended token is refused like any other call of it.
    expect((await call('POST', '/v3/sign_out', other.token)).statusCode).toBe(401);
  });

  it('leaves one audit row per sign-out', async () => {
    const who = await createUser(server, { treatmentCenterId: a.center.id });
    const out = await call('POST', '/v3/sign_out', who.token);
    const { sql } = await import('drizzle-orm');
    const rows = await server.deps.database.db.execute(
      sql`SELECT action, outcome FROM audit_events WHERE request_id = ${String(out.headers['x-request-id'])}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'signout', outcome: 'success' },
    ]);
  });
});
