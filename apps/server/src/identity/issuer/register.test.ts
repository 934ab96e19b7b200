import { messages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf } from '../../../test/helpers/browser';
import { browserFor, portalClient } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { exchangeCode, loginUrlOf, startSignIn } from '../../../test/helpers/sign-in';
import { treatmentCenters, users } from '../../db/schema/index';

describe('registering a new center', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const form = {
    center_name: 'Harbor Light Recovery',
    first_name: 'Rita',
    last_name: 'Reyes',
    email: 'rita@harbor.test',
    password: 'a long enough password',
  };

  /** From the login page to the register page of the same interaction. */
  async function openRegister() {
    const browser = browserFor(server);
    const c = portalClient(server);
    const start = await startSignIn(browser, c);
    const registerUrl = loginUrlOf(browser, start.page).replace('/login?', '/register?');
    const page = await browser.get(registerUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Register a new center</h1>');
    return { browser, c, start, registerUrl, csrf: csrfOf(page.body) };
  }

  it('shows the registration form when /register is opened directly, then the sign-in form again', async () => {
    const browser = browserFor(server);
    const c = portalClient(server);
    const direct = await browser.get('/register');
    expect(direct.status).toBe(303);
    expect(new URL(direct.location ?? '', browser.base).pathname).toBe('/');
    // The portal at / starts the sign-in; its first page is the registration form.
    const start = await startSignIn(browser, c);
    expect(start.page.status).toBe(200);
    expect(start.page.body).toContain('<h1>Register a new center</h1>');
    const again = await startSignIn(browser, c);
    expect(again.page.body).toContain('<h1>Sign in</h1>');
  });

  it('has an icon: /favicon.ico answers, and the pages name it', async () => {
    const browser = browserFor(server);
    const icon = await browser.get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
    const { page } = await startSignIn(browser, portalClient(server));
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.ico">');
  });

  it('creates a center and its owner, both in the wizard, and signs the owner in', async () => {
    const { browser, c, start, registerUrl, csrf } = await openRegister();
    const res = await browser.post(registerUrl, { ...form, csrf });
    expect(res.status, res.body.slice(0, 400)).toBe(303);
    const done = await browser.follow(res.location ?? '', (l) => l.startsWith(c.redirectUri));
    const tokens = await exchangeCode(browser, c, done.location, start.pkce.verifier);

    const [owner] = await server.deps.database.db.select().from(users).where(eq(users.email, form.email));
    expect(owner).toMatchObject({
      firstName: 'Rita',
      lastName: 'Reyes',
      isOwner: true,
      wizard: true,
      active: true,
    });
    expect(owner?.subject).toMatch(/^portal\|[0-9a-f-]{36}$/);
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const [center] = await server.deps.database.db
      .select()
      .from(treatmentCenters)
      .where(eq(treatmentCenters.id, owner?.treatmentCenterId ?? ''));
    expect(center).toMatchObject({ name: form.center_name, wizard: true });
    expect(decodeJwt(tokens.access_token)[server.config.OIDC_CLAIM_NAMESPACE]).toMatchObject({
      treatment_center_id: center?.id,
      is_owner: true,
      wizard: true,
    });
  });

  it('refuses an e-mail already in use, and creates nothing', async () => {
    const { browser, registerUrl, csrf } = await openRegister();
    const before = await server.deps.database.db.select().from(treatmentCenters);
    const res = await browser.post(registerUrl, { ...form, email: 'RITA@harbor.test', csrf });
    expect(res.status).toBe(409);
    expect(res.body).toContain(messages.emailTaken);
    expect(await server.deps.database.db.select().from(treatmentCenters)).toHaveLength(before.length);
  });

  it('shows each field message and creates nothing', async () => {
    const { browser, registerUrl, csrf } = await openRegister();
    const res = await browser.post(registerUrl, {
      center_name: ' ',
      first_name: '',
      last_name: '',
      email: 'not-an-email',
      password: 'short',
      csrf,
    });
    expect(res.status).toBe(400);
    for (const text of [
      messages.centerNameRequired,
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailInvalid,
      messages.passwordTooShort,
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain('aria-invalid="true"');
    expect(await server.deps.database.db.select().from(users)).toHaveLength(1);
  });
});
