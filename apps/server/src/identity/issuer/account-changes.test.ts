import { buildPath, messages, routes } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../../test/helpers/browser';
import { csrfOf } from '../../../test/helpers/browser';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import {
  loginUrlOf,
  refresh,
  signInWithPassword,
  startSignIn,
  type Tokens,
} from '../../../test/helpers/sign-in';
import { oidcPayloads, treatmentCenters, users } from '../../db/schema/index';

/**
 * An account that changes while its browser is signed in (issue 19, item 3): disabled, deleted,
 * its role removed, its center deleted. Every issuer path the browser may take next answers a page
 * or a 4xx with a message, never a 500. Before issue 19, /oidc/auth answered 500 for a disabled or
 * deleted account whose issuer session was still open, and "Back to the portal" looped to it.
 */
describe('the issuer when an account changes mid-session', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'correct horse battery';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const signedIn = async (who: SeededUser) => {
    await setPassword(server, who.row.id, password);
    const browser = browserFor(server);
    const tokens = await signInWithPassword(browser, portalClient(server), who.row.email, password);
    return { browser, tokens };
  };
  const newStaff = (centerId = a.center.id) => createUser(server, { treatmentCenterId: centerId });
  const issuerRowsOf = async (subject: string) =>
    (
      await db()
        .select({ model: oidcPayloads.model })
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${subject}`)
    ).map((r) => r.model);

  /** Every issuer step a signed-in browser may take next: none may answer 500. */
  async function walk(browser: Browser, tokens: Tokens) {
    const c = portalClient(server);
    const auth = await startSignIn(browser, c);
    const renewed = await refresh(browser, c, tokens.refresh_token ?? '');
    const end = new URL(`${c.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${server.config.PUBLIC_URL}/`,
      client_id: c.clientId,
    }).toString();
    const logout = await browser.get(end.href);
    for (const [step, status] of [
      ['authorize', auth.page.status],
      ['refresh', renewed.status],
      ['end session', logout.status],
    ] as const) {
      expect(status, `${step}: ${auth.page.body.slice(0, 200)}`).toBeLessThan(500);
    }
    return { auth, renewed };
  }

  it('disabled by the owner: issuer sessions and grants end, the browser meets the sign-in page', async () => {
    const staff = await newStaff();
    const { browser, tokens } = await signedIn(staff);
    expect(await issuerRowsOf(staff.row.subject)).toContain('Session');

    const res = await server.app.inject({
      method: 'PUT',
      url: buildPath(routes.updateStaffMember.path, { id: a.center.id, staffId: staff.row.id }),
      headers: a.owner.auth,
      payload: { first_name: 'Test', last_name: 'User', phone: '15550100000', status: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await issuerRowsOf(staff.row.subject)).toEqual([]);

    // The API says why, so the portal shows it on its sign-in screen.
    const me = await server.app.inject({
      method: 'GET',
      url: '/v3/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: messages.accountDisabled });

    const { auth, renewed } = await walk(browser, tokens);
    expect(auth.page.status).toBe(200);
    expect(auth.page.body).toContain('<h1>Sign in</h1>');
    expect(renewed.status).toBe(400);
    // Signing in again: the page says the account is disabled (4xx), not a 500.
    const posted = await browser.post(loginUrlOf(browser, auth.page), {
      email: staff.row.email,
      password,
      csrf: csrfOf(auth.page.body),
    });
    expect(posted.status).toBe(403);
    expect(posted.body).toContain(messages.accountDisabled);
  });

  it("disabled behind the issuer's back (the row only): the sign-in page again, no 500", async () => {
    const staff = await newStaff();
    const { browser, tokens } = await signedIn(staff);
    await db().update(users).set({ active: false }).where(eq(users.id, staff.row.id));
    const { auth, renewed } = await walk(browser, tokens);
    expect(auth.page.status).toBe(200);
    expect(auth.page.body).toContain('<h1>Sign in</h1>');
    expect(renewed.status).toBe(400);
  });

  it('deleted: the sign-in page again, no 500, and the login form answers 401 with a message', async () => {
    const staff = await newStaff();
    const { browser, tokens } = await signedIn(staff);
    await db().delete(users).where(eq(users.id, staff.row.id));
    const { auth, renewed } = await walk(browser, tokens);
    expect(auth.page.status).toBe(200);
    expect(auth.page.body).toContain('<h1>Sign in</h1>');
    expect(renewed.status).toBe(400);
    const posted = await browser.post(loginUrlOf(browser, auth.page), {
      email: staff.row.email,
      password,
      csrf: csrfOf(auth.page.body),
    });
    expect(posted.status).toBe(401);
    expect(posted.body).toContain(messages.invalidCredentials);
  });

  it('center deleted (its users with it): the sign-in page again, no 500', async () => {
    const [center] = await db()
      .insert(treatmentCenters)
      .values({ name: 'Doomed', wizard: false })
      .returning();
    const staff = await newStaff(center?.id);
    const { browser, tokens } = await signedIn(staff);
    await db()
      .delete(treatmentCenters)
      .where(eq(treatmentCenters.id, center?.id ?? ''));
    const { auth, renewed } = await walk(browser, tokens);
    expect(auth.page.body).toContain('<h1>Sign in</h1>');
    expect(renewed.status).toBe(400);
  });

  it('role removed (owner seat, or made a patient): the issuer carries on with the new role', async () => {
    const owner = await createUser(server, { treatmentCenterId: a.center.id, isOwner: true });
    const { browser, tokens } = await signedIn(owner);
    await db().update(users).set({ isOwner: false, isPatient: true }).where(eq(users.id, owner.row.id));
    const { auth, renewed } = await walk(browser, tokens);
    // Still signed in at the issuer: straight back to the portal with a code.
    expect(auth.page.location).toMatch(/\/auth\/callback\?code=/);
    expect(renewed.status).toBe(200);
    const claims = JSON.parse(
      Buffer.from(JSON.parse(renewed.body).access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims[server.config.OIDC_CLAIM_NAMESPACE]).toMatchObject({ is_owner: false, patient: true });
  });
});
