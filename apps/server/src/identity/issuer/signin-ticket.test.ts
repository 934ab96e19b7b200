import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { exchangeCode, type PortalClient, startSignIn } from '../../../test/helpers/sign-in';
import { auditEvents, mailOutbox, oidcPayloads, users } from '../../db/schema/index';
import { SIGNIN_TICKET_COOKIE } from './signin-tickets';

/**
 * Issue 21, item 1: accepting the invitation (the form POST, which proves the link's secret and sets
 * the password) hands the browser a five-minute, single-use ticket; the patient app's sign-in that
 * follows finishes without the password form. A used, expired, unknown or other-client ticket: the form.
 */
describe('the sign-in ticket of an accepted invitation', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'a-long-patient-password';
  const appClient = (): PortalClient => ({
    issuer: `${server.config.PUBLIC_URL}/oidc`,
    clientId: 'patient-app',
    redirectUri: `${server.config.PUBLIC_URL}/app/callback`,
  });

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;

  /** Invites `email`, then accepts in a fresh browser: that browser (with its cookies) and the page. */
  async function accept(email: string) {
    const invited = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships',
      headers: a.staff.auth,
      payload: { email, full_name: 'Jo Tester', type: 'invite', reservation_type: 'single' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = mail?.text.match(/#token=([\w-]+)/)?.[1] ?? '';
    const browser = browserFor(server);
    const page = await browser.post('/accept-invitation', {
      token,
      first_name: 'Jo',
      last_name: 'Tester',
      password,
    });
    expect(page.status, page.body.slice(0, 300)).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return { browser, page, subject: user?.subject ?? '' };
  }

  const showsForm = (page: { status: number; body: string }) => {
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Sign in</h1>');
  };

  it('sets the ticket as a short-lived HttpOnly, SameSite=Lax cookie for the login page only', async () => {
    const { page } = await accept('ticket.cookie@example.com');
    const cookie = page.headers['set-cookie']?.split('\n').find((c) => c.startsWith(SIGNIN_TICKET_COOKIE));
    expect(cookie).toMatch(
      /^patient_signin_ticket=[\w-]{43}; Path=\/login; Max-Age=300; HttpOnly; SameSite=Lax$/,
    );
    // The database keeps a hash, not the ticket.
    const ticket = /=([\w-]{43});/.exec(cookie ?? '')?.[1] ?? '';
    const rows = await db().select().from(oidcPayloads).where(eq(oidcPayloads.model, 'PatientSignInTicket'));
    expect(rows.some((r) => r.id === ticket)).toBe(false);
  });

  it('finishes the patient app sign-in as the new account, with no password POST', async () => {
    const { browser, subject } = await accept('ticket.lands@example.com');
    const { page, pkce } = await startSignIn(browser, appClient());
    expect(page.location, page.body.slice(0, 300)).toMatch(/\/app\/callback\?/);
    const tokens = await exchangeCode(browser, appClient(), page.location, pkce.verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: subject, aud: 'portal-api' });
    expect(browser.cookies.has(SIGNIN_TICKET_COOKIE)).toBe(false);
    const [user] = await db().select().from(users).where(eq(users.subject, subject));
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'signin'), eq(auditEvents.resourceId, user?.id ?? '')));
    expect(rows.map((r) => r.detail)).toEqual([{ method: 'invitation_ticket' }]);
  });

  it('works once: the same ticket again (another browser) gets the password form', async () => {
    const { browser } = await accept('ticket.reused@example.com');
    const ticket = browser.cookies.get(SIGNIN_TICKET_COOKIE) ?? '';
    const first = await startSignIn(browser, appClient());
    expect(first.page.location).toMatch(/\/app\/callback\?/);
    const copy = browserFor(server);
    copy.cookies.set(SIGNIN_TICKET_COOKIE, ticket);
    showsForm((await startSignIn(copy, appClient())).page);
    expect(copy.cookies.has(SIGNIN_TICKET_COOKIE)).toBe(false);
  });

  it('refuses an expired ticket', async () => {
    const { browser } = await accept('ticket.expired@example.com');
    await db()
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.model, 'PatientSignInTicket'));
    showsForm((await startSignIn(browser, appClient())).page);
  });

  it("refuses an unknown ticket, and spends a ticket on the portal's sign-in without using it", async () => {
    const stranger = browserFor(server);
    stranger.cookies.set(SIGNIN_TICKET_COOKIE, 'x'.repeat(43));
    showsForm((await startSignIn(stranger, appClient())).page);

    const { browser } = await accept('ticket.portal@example.com');
    const ticket = browser.cookies.get(SIGNIN_TICKET_COOKIE) ?? '';
    showsForm((await startSignIn(browser, portalClient(server))).page);
    browser.cookies.set(SIGNIN_TICKET_COOKIE, ticket);
    showsForm((await startSignIn(browser, appClient())).page);
  });
});
