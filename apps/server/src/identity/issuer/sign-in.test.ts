import { messages, tryAgainInMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf } from '../../../test/helpers/browser';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { loginUrlOf, signInWithPassword, startSignIn } from '../../../test/helpers/sign-in';
import { auditEvents, signinFailures } from '../../db/schema/index';
import { SIGN_IN_LIMITS } from '../throttle';

describe('signing in on the login page', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'staff password 2026';

  beforeAll(async () => {
    // Behind a proxy on this machine, so X-Forwarded-For stands for the client's address.
    server = await createTestServer({ TRUST_PROXY: 'loopback' });
    a = await createCenter(server);
    await setPassword(server, a.staff.row.id, password);
  });
  afterAll(() => server.close());

  /** Opens the login page in a fresh browser (from one address) and posts these credentials. */
  async function attempt(email: string, pass: string, ip = '203.0.113.1') {
    const browser = browserFor(server, { 'x-forwarded-for': ip });
    const { page } = await startSignIn(browser, portalClient(server));
    return browser.post(loginUrlOf(browser, page), { email, password: pass, csrf: csrfOf(page.body) });
  }

  const signinAudit = () =>
    server.deps.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'signin'));

  it('gives the same answer for an unknown e-mail and a wrong password, and audits both', async () => {
    const before = (await signinAudit()).length;
    const unknown = await attempt('nobody@example.test', password, '203.0.113.10');
    const wrong = await attempt(a.staff.row.email, 'not the password', '203.0.113.11');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    expect(message(unknown.body)).toBe(messages.invalidCredentials.replace(/'/g, '&#39;'));
    expect(message(wrong.body)).toBe(message(unknown.body));
    const rows = (await signinAudit()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.outcome === 'failure')).toBe(true);
    const anonymous = rows.find((r) => r.actorSubject === null);
    expect(anonymous?.detail).toEqual({ method: 'password', reason: 'unknown-account' });
    expect(JSON.stringify(rows)).not.toContain('nobody@example.test');
    expect(JSON.stringify(rows)).not.toContain('not the password');
  });

  it('audits a success with the user as actor', async () => {
    await signInWithPassword(browserFor(server), portalClient(server), a.staff.row.email, password);
    const [row] = (await signinAudit()).filter(
      (r) => r.actorSubject === a.staff.row.subject && r.outcome === 'success',
    );
    expect(row).toMatchObject({
      resourceId: a.staff.row.id,
      treatmentCenterId: a.center.id,
      actorRole: 'staff',
    });
  });

  it('refuses a disabled user, even with the right password', async () => {
    const member = await createUser(server, { treatmentCenterId: a.center.id, active: false });
    await setPassword(server, member.row.id, password);
    const res = await attempt(member.row.email, password, '203.0.113.20');
    expect(res.status).toBe(403);
    expect(res.body).toContain(messages.accountDisabled);
    expect(res.location).toBeUndefined();
  });

  it('throttles an account after 10 failures in 15 minutes, from any address', async () => {
    const victim = await createUser(server, { treatmentCenterId: a.center.id });
    await setPassword(server, victim.row.id, password);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(victim.row.email, `guess ${i}`, `198.51.100.${i}`)).status).toBe(401);
    }
    const blocked = await attempt(victim.row.email, password, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // It says when (issue 20): the minutes of Retry-After, rounded up.
    expect(blocked.body).toContain(tryAgainInMessage(Number(blocked.headers['retry-after'])));
    expect(blocked.body).toMatch(/Try again in 1[45] minutes\./);
    // Other accounts are not affected.
    expect((await attempt(a.staff.row.email, 'wrong', '198.51.100.200')).status).toBe(401);
  });

  it("one account's failures lock that account, not its address: a clinic's NAT keeps signing in", async () => {
    const ip = '192.0.2.60';
    const typist = await createUser(server, { treatmentCenterId: a.center.id });
    await setPassword(server, typist.row.id, password);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(typist.row.email, `typo ${i}`, ip)).status).toBe(401);
    }
    // Another patient or colleague behind the same address signs in.
    expect((await attempt(a.staff.row.email, password, ip)).status).toBe(303);
    // The account with ten failures is throttled, here and from anywhere, right password or not.
    expect((await attempt(typist.row.email, password, ip)).status).toBe(429);
    expect((await attempt(typist.row.email, password, '192.0.2.61')).status).toBe(429);
  });

  it('throttles an address that sprays many accounts (30 distinct accounts in 15 minutes)', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await attempt(`sprayed-${i}@example.test`, 'Summer2026!', ip)).status);
    }
    expect(statuses).toEqual([
      ...Array(SIGN_IN_LIMITS.identifiersPerAddress).fill(401),
      ...Array(100 - SIGN_IN_LIMITS.identifiersPerAddress).fill(429),
    ]);
    // Every sign-in from that address waits, the right password too; another address does not.
    const blocked = await attempt(a.staff.row.email, password, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.body).toContain(tryAgainInMessage(Number(blocked.headers['retry-after'])));
    expect((await attempt(a.staff.row.email, password, '192.0.2.78')).status).toBe(303);
  });

  it('refuses a post without the form token (CSRF) and changes nothing', async () => {
    const browser = browserFor(server);
    const { page } = await startSignIn(browser, portalClient(server));
    const res = await browser.post(loginUrlOf(browser, page), {
      email: a.staff.row.email,
      password,
      csrf: 'forged',
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain(messages.formExpired);
  });

  it('refuses a login page of another browser (interaction bound to its cookie)', async () => {
    const owner = browserFor(server);
    const { page } = await startSignIn(owner, portalClient(server));
    const stranger = browserFor(server);
    const res = await stranger.get(loginUrlOf(owner, page));
    expect(res.status).toBe(400);
    expect((await browserFor(server).get('/login')).location).toBe(`${server.config.PUBLIC_URL}/`);
  });

  it('stores failures in the database (they hold across instances)', async () => {
    const rows = await server.deps.database.db
      .select()
      .from(signinFailures)
      .where(eq(signinFailures.key, 'ip:192.0.2.77'));
    // One row per failure, naming the account tried: the address counts distinct accounts.
    expect(rows.length).toBe(SIGN_IN_LIMITS.identifiersPerAddress);
    expect(new Set(rows.map((r) => r.subject)).size).toBe(SIGN_IN_LIMITS.identifiersPerAddress);
  });
});
