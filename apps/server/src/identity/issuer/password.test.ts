import { messages } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf } from '../../../test/helpers/browser';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { refresh, signInWithPassword } from '../../../test/helpers/sign-in';
import { mailOutbox, passwordResets } from '../../db/schema/index';

const esc = (s: string) => s.replace(/'/g, '&#39;');

describe('forgotten and changed passwords', () => {
  let server: TestServer;
  let a: SeededCenter;
  const original = 'the original password';

  beforeAll(async () => {
    // Behind a proxy on this machine, so X-Forwarded-For stands for the client's address.
    server = await createTestServer({ TRUST_PROXY: 'loopback' });
    a = await createCenter(server);
    await setPassword(server, a.staff.row.id, original);
  });
  afterAll(() => server.close());

  async function askForLink(email: string, ip?: string) {
    const browser = browserFor(server, ip ? { 'x-forwarded-for': ip } : {});
    const page = await browser.get('/forgot');
    expect(page.status).toBe(200);
    return browser.post('/forgot', { email, csrf: csrfOf(page.body) });
  }

  const lastResetMail = async () => {
    const [mail] = await server.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'password-reset'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  };

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await askForLink('nobody@example.test');
    expect(res.status).toBe(200);
    expect(res.body).toContain(esc(messages.resetRequested));
    expect(await lastResetMail()).toBeUndefined();
  });

  it('mails a single-use link that sets a new password', async () => {
    const res = await askForLink(a.staff.row.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toContain(esc(messages.resetRequested));
    const mail = await lastResetMail();
    expect(mail?.to).toBe(a.staff.row.email);
    const link = /(http:\/\/\S+\/forgot\/reset\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).toContain(server.config.PUBLIC_URL);
    const token = new URL(link).searchParams.get('token') ?? '';
    // Only the hash is stored.
    const stored = await server.deps.database.db.select().from(passwordResets);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    const browser = browserFor(server);
    const form = await browser.get(link);
    expect(form.status).toBe(200);
    const short = await browser.post('/forgot/reset', { token, password: 'short', csrf: csrfOf(form.body) });
    expect(short.status).toBe(400);
    expect(short.body).toContain(messages.passwordTooShort);
    const done = await browser.post('/forgot/reset', {
      token,
      password: 'a brand new password',
      csrf: csrfOf(form.body),
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain(messages.passwordChanged);

    // The link works once.
    expect((await browser.get(link)).status).toBe(410);
    const again = await browser.post('/forgot/reset', {
      token,
      password: 'yet another password',
      csrf: csrfOf(form.body),
    });
    expect(again.status).toBe(410);
    await signInWithPassword(
      browserFor(server),
      portalClient(server),
      a.staff.row.email,
      'a brand new password',
    );
  });

  it('refuses an expired link', async () => {
    await askForLink(a.staff.row.email);
    const link =
      /(http:\/\/\S+\/forgot\/reset\?token=[\w-]+)/.exec((await lastResetMail())?.text ?? '')?.[1] ?? '';
    await server.deps.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, a.staff.row.id));
    const res = await browserFor(server).get(link);
    expect(res.status).toBe(410);
    expect(res.body).toContain(esc(messages.resetLinkInvalid));
  });

  it('changes a password with the current one, ends other sessions, and throttles guesses', async () => {
    await setPassword(server, a.owner.row.id, original);
    const c = portalClient(server);
    const signedIn = await signInWithPassword(browserFor(server), c, a.owner.row.email, original);

    const browser = browserFor(server, { 'x-forwarded-for': '203.0.113.50' });
    const page = await browser.get('/change-password');
    expect(page.body).toContain('<label for="f-current_password">Current password</label>');
    const csrf = csrfOf(page.body);
    const wrong = await browser.post('/change-password', {
      email: a.owner.row.email,
      current_password: 'wrong password',
      new_password: 'a changed password',
      csrf,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(esc(messages.invalidCredentials));

    const ok = await browser.post('/change-password', {
      email: a.owner.row.email,
      current_password: original,
      new_password: 'a changed password',
      csrf,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain(messages.passwordChanged);
    // The refresh token of the earlier session no longer works.
    expect((await refresh(browserFor(server), c, signedIn.refresh_token ?? '')).status).toBe(400);

    for (let i = 0; i < 10; i++) {
      await browser.post('/change-password', {
        email: a.owner.row.email,
        current_password: `guess ${i}`,
        new_password: 'another password here',
        csrf,
      });
    }
    const blocked = await browser.post('/change-password', {
      email: a.owner.row.email,
      current_password: 'a changed password',
      new_password: 'another password here',
      csrf,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits reset mails per e-mail address (10 in 15 minutes), whether the account exists or not', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await askForLink('flood@example.test');
      expect(res.status).toBe(200);
    }
    const blocked = await askForLink('flood@example.test');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits reset mails per address by the e-mails asked for (30 in 15 minutes), not by a count', async () => {
    const ip = '192.0.2.90';
    // Colleagues behind one address, each asking twice: not refused.
    for (let i = 0; i < 25; i++) {
      for (let j = 0; j < 2; j++)
        expect((await askForLink(`colleague-${i}@example.test`, ip)).status).toBe(200);
    }
    const spray: number[] = [];
    for (let i = 0; i < 10; i++) spray.push((await askForLink(`sprayed-${i}@example.test`, ip)).status);
    expect(spray).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    expect((await askForLink('sprayed-x@example.test', '192.0.2.91')).status).toBe(200);
  });
});
