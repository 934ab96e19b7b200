import { messages } from '@portal/contracts';
import { es } from '@portal/i18n/catalogues/es';
import { outgoingTexts } from '@portal/i18n/texts/outgoing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, pkcePair } from '../../../test/helpers/browser';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { loginUrlOf } from '../../../test/helpers/sign-in';
import { mailOutbox, users } from '../../db/schema/index';

/**
 * The issuer's pages in the caller's language (issue 36): the authorization request's ui_locales,
 * else Accept-Language, else English, which stays word for word what the pages said before.
 */
describe('the issuer pages speak English or Spanish', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'staff password 2026';

  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: 'loopback' });
    a = await createCenter(server);
    await setPassword(server, a.staff.row.id, password);
  });
  afterAll(() => server.close());

  /** The words a person reads: tags, styles and scripts out, entities decoded, spaces collapsed. */
  const textOf = (html: string) =>
    html
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<title>[\s\S]*?<\/title>/, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const langOf = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];
  const alertOf = (html: string) => textOf(/role="alert">([^<]*)</.exec(html)?.[1] ?? '');

  /** The portal's authorization request, with ui_locales when given, from a browser with these headers. */
  async function signInPage(options: { uiLocales?: string; headers?: Record<string, string> } = {}) {
    const browser = browserFor(server, options.headers ?? {});
    const client = portalClient(server);
    const url = new URL(`${client.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      state: 'language',
      ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    }).toString();
    const page = await browser.follow(url.href);
    expect(page.status, page.body.slice(0, 300)).toBe(200);
    return { browser, page, uid: new URL(loginUrlOf(browser, page)).searchParams.get('uid') ?? '' };
  }

  const SIGN_IN_EN =
    'Recovery Portal Sign in Use the e-mail and password of your treatment center account. Email Password Sign in Forgot your password? Register a new center';

  describe('sign in', () => {
    it('is English, word for word as before, without ui_locales or a Spanish browser', async () => {
      const { page } = await signInPage({ headers: { 'accept-language': 'fr-FR, en;q=0.5' } });
      expect(langOf(page.body)).toBe('en');
      expect(page.headers['content-language']).toBe('en');
      expect(textOf(page.body)).toBe(SIGN_IN_EN);
      expect(page.body).toContain('<title>Sign in · Recovery Portal</title>');
    });

    it('is Spanish with ui_locales=es, whatever the browser says', async () => {
      const { page } = await signInPage({ uiLocales: 'es-US en', headers: { 'accept-language': 'en-US' } });
      expect(langOf(page.body)).toBe('es');
      expect(page.headers['content-language']).toBe('es');
      expect(textOf(page.body)).toBe(
        'Recovery Portal Iniciar sesión Use el correo electrónico y la contraseña de la cuenta de su centro de tratamiento. Correo electrónico Contraseña Iniciar sesión ¿Olvidó su contraseña? Registrar un centro nuevo',
      );
    });

    it('is Spanish for a browser that asks for es-US, and ui_locales=en still wins over it', async () => {
      const spanish = await signInPage({ headers: { 'accept-language': 'es-US,es;q=0.9' } });
      expect(langOf(spanish.page.body)).toBe('es');
      expect(spanish.page.headers.vary).toMatch(/Accept-Language/);
      const english = await signInPage({ uiLocales: 'en', headers: { 'accept-language': 'es-US' } });
      expect(textOf(english.page.body)).toBe(SIGN_IN_EN);
    });

    it('says a wrong password, then too many tries, in Spanish', async () => {
      const victim = await createUser(server, { treatmentCenterId: a.center.id });
      await setPassword(server, victim.row.id, password);
      const attempt = async (pass: string, ip: string) => {
        const { browser, page } = await signInPage({
          uiLocales: 'es',
          headers: { 'x-forwarded-for': ip },
        });
        return browser.post(loginUrlOf(browser, page), {
          email: victim.row.email,
          password: pass,
          csrf: csrfOf(page.body),
        });
      };
      const wrong = await attempt('not the password', '198.51.100.1');
      expect(wrong.status).toBe(401);
      expect(langOf(wrong.body)).toBe('es');
      expect(alertOf(wrong.body)).toBe(es.invalidCredentials);
      for (let i = 2; i <= 10; i++) expect((await attempt(`guess ${i}`, `198.51.100.${i}`)).status).toBe(401);
      const blocked = await attempt(password, '198.51.100.99');
      expect(blocked.status).toBe(429);
      expect(alertOf(blocked.body)).toMatch(/^Demasiados intentos\. Inténtelo de nuevo en 1[45] minutos\.$/);
    });

    it('shows the register page and its field errors in Spanish, and the new owner keeps Spanish', async () => {
      const { browser, uid } = await signInPage({ uiLocales: 'es' });
      const form = await browser.get(`/register?uid=${uid}`);
      expect(langOf(form.body)).toBe('es');
      expect(textOf(form.body)).toContain('Nombre del centro');
      const empty = await browser.post(`/register?uid=${uid}`, {
        center_name: '',
        first_name: '',
        last_name: '',
        email: 'nope',
        password: 'short',
        csrf: csrfOf(form.body),
      });
      expect(empty.status).toBe(400);
      const text = textOf(empty.body);
      for (const key of [
        'centerNameRequired',
        'firstNameRequired',
        'emailInvalid',
        'passwordTooShort',
      ] as const)
        expect(text).toContain(es[key]);
      const done = await browser.post(`/register?uid=${uid}`, {
        center_name: 'Centro Luz',
        first_name: 'Marta',
        last_name: 'Ruiz',
        email: 'marta.ruiz@example.test',
        password: 'una contraseña larga',
        csrf: csrfOf(empty.body),
      });
      expect(done.status).toBe(303);
      const [owner] = await server.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'marta.ruiz@example.test'));
      expect(owner?.language).toBe('es');
    });

    it('draws an expired sign-in page and the issuer errors in the browser language', async () => {
      const expired = await browserFor(server, { 'accept-language': 'es' }).get('/login?uid=nothing');
      expect(expired.status).toBe(400);
      expect(textOf(expired.body)).toBe(
        'Recovery Portal Algo salió mal Esta página de inicio de sesión venció. Vuelva al portal e inicie sesión de nuevo. Volver al portal',
      );
      const bad = await browserFor(server, { 'accept-language': 'es-MX' }).get(
        '/oidc/auth?client_id=nobody&response_type=code',
      );
      expect(langOf(bad.body)).toBe('es');
      expect(textOf(bad.body)).toContain('Algo salió mal');
      const english = await browserFor(server).get('/login?uid=nothing');
      expect(textOf(english.body)).toBe(
        'Recovery Portal Something went wrong This sign-in page has expired. Go back to the portal and sign in again. Back to the portal',
      );
    });
  });

  describe('forgot and reset', () => {
    const FORGOT_EN =
      'Recovery Portal Forgot your password? Enter the e-mail of your account. We will send you a link to choose a new password. Email Send the link';

    it('is English word for word by default, Spanish for a Spanish browser', async () => {
      const english = await browserFor(server).get('/forgot');
      expect(textOf(english.body)).toBe(FORGOT_EN);
      expect(english.body).toContain('<title>Forgot your password · Recovery Portal</title>');
      const spanish = await browserFor(server, { 'accept-language': 'es-US' }).get('/forgot');
      expect(langOf(spanish.body)).toBe('es');
      expect(textOf(spanish.body)).toBe(
        'Recovery Portal ¿Olvidó su contraseña? Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva. Correo electrónico Enviar el enlace',
      );
    });

    it('follows the sign-in language from its link, and mails and resets in Spanish', async () => {
      const user = await createUser(server, { treatmentCenterId: a.center.id });
      const { browser, page, uid } = await signInPage({
        uiLocales: 'es',
        headers: { 'accept-language': 'en' },
      });
      const forgotHref = /href="(\/forgot\?[^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(forgotHref).toBe(`/forgot?uid=${uid}`);
      const forgot = await browser.get(forgotHref);
      expect(langOf(forgot.body)).toBe('es');
      expect(textOf(forgot.body)).toContain('Volver a iniciar sesión');

      const invalid = await browser.post(loginUrlOf(browser, forgot), {
        email: 'nope',
        csrf: csrfOf(forgot.body),
      });
      expect(alertOf(invalid.body)).toBe(es.emailInvalid);
      const sent = await browser.post(loginUrlOf(browser, invalid), {
        email: user.row.email,
        csrf: csrfOf(invalid.body),
      });
      expect(sent.status).toBe(200);
      expect(textOf(sent.body)).toContain(es.resetRequested);

      const [mail] = await server.deps.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.row.email));
      const link = /(\/forgot\/reset\?token=[\w-]+&ui_locales=es)/.exec(mail?.text ?? '')?.[1];
      expect(link, mail?.text).toBeDefined();
      // The mail went out in Spanish (no language stored: the page's).
      expect(mail?.subject).toBe(outgoingTexts['mail.resetSubject'].es);

      const reader = browserFor(server, { 'accept-language': 'en' });
      const reset = await reader.get(link ?? '');
      expect(langOf(reset.body)).toBe('es');
      expect(textOf(reset.body)).toBe(
        'Recovery Portal Elija una contraseña nueva Contraseña nueva Al menos 12 caracteres. Guardar la contraseña nueva',
      );
      const short = await reader.post(loginUrlOf(reader, reset), {
        token: /name="token" value="([^"]+)"/.exec(reset.body)?.[1] ?? '',
        password: 'short',
        csrf: csrfOf(reset.body),
      });
      expect(short.status).toBe(400);
      expect(alertOf(short.body)).toBe(es.passwordTooShort);
      const gone = await reader.get('/forgot/reset?token=nothing&ui_locales=es');
      expect(gone.status).toBe(410);
      expect(textOf(gone.body)).toBe(
        `Recovery Portal Enlace vencido ${es.resetLinkInvalid} Pedir un enlace nuevo`,
      );
      const goneEn = await browserFor(server).get('/forgot/reset?token=nothing');
      expect(textOf(goneEn.body)).toBe(
        `Recovery Portal Link expired ${messages.resetLinkInvalid} Ask for a new link`,
      );
    });

    it('change password: English by default, Spanish for a Spanish browser', async () => {
      const english = await browserFor(server).get('/change-password');
      expect(textOf(english.body)).toBe(
        'Recovery Portal Change your password Enter your current password, then the new one. Email Current password New password At least 12 characters. Change password Back to the portal',
      );
      const spanish = await browserFor(server, { 'accept-language': 'es' }).get('/change-password');
      expect(textOf(spanish.body)).toContain('Contraseña actual');
      const refused = await browserFor(server, { 'accept-language': 'es' }).post('/change-password', {
        email: a.staff.row.email,
        current_password: '',
        new_password: 'x',
        csrf: 'forged',
      });
      expect(alertOf(refused.body)).toBe(es.formExpired);
    });
  });

  describe('the invitation page', () => {
    const ACCEPT_EN =
      'Recovery Portal Create your account Your treatment center invited you to the recovery app. Choose your name and a password; you will sign in to the app with your e-mail and this password. Open this page from the link in your invitation e-mail. First name Last name Password At least 12 characters. Create my account';

    const invite = async (center: SeededCenter, email: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/v3/memberships',
        headers: center.staff.auth,
        payload: { email, full_name: 'Lucía Pérez' },
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await server.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return mail?.text ?? '';
    };

    it('is English word for word by default, Spanish with ui_locales or a Spanish browser', async () => {
      const english = await browserFor(server).get('/accept-invitation');
      expect(textOf(english.body)).toBe(ACCEPT_EN);
      const asked = await browserFor(server).get('/accept-invitation?ui_locales=es');
      expect(langOf(asked.body)).toBe('es');
      expect(asked.body).toContain('action="/accept-invitation?ui_locales=es"');
      const browser = await browserFor(server, { 'accept-language': 'es-US' }).get('/accept-invitation');
      expect(textOf(browser.body)).toContain('Cree su cuenta');
    });

    it("takes a Spanish center's link in Spanish, and the new account keeps Spanish", async () => {
      const res = await server.app.inject({
        method: 'PUT',
        url: `/v3/treatment_centers/${a.center.id}/settings`,
        headers: a.owner.auth,
        payload: {
          time_zone: 'America/Chicago',
          check_in_messages: ['Bien', 'Regular', 'Llámenme'],
          program_start_rule: 'join_date',
          default_language: 'es',
        },
      });
      expect(res.statusCode).toBe(200);
      const text = await invite(a, 'lucia.page@example.test');
      const link = /(\/accept-invitation\?ui_locales=es)#token=([\w-]+)/.exec(text);
      expect(link, text).not.toBeNull();
      const reader = browserFor(server, { 'accept-language': 'en-US' });
      const page = await reader.get(link?.[1] ?? '');
      expect(langOf(page.body)).toBe('es');
      const form = { token: link?.[2] ?? '', first_name: 'Lucía', last_name: 'Pérez' };
      const short = await reader.post(loginUrlOf(reader, page), { ...form, password: 'short' });
      expect(short.status).toBe(400);
      expect(textOf(short.body)).toContain(es.passwordTooShort);
      const done = await reader.post(loginUrlOf(reader, page), { ...form, password: 'una contraseña larga' });
      expect(done.status).toBe(201);
      expect(textOf(done.body)).toContain(
        'Más adelante, inicie sesión con lucia.page@example.test y la contraseña que eligió.',
      );
      expect(done.body).toContain('<strong>lucia.page@example.test</strong>');
      const [row] = await server.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'lucia.page@example.test'));
      expect(row?.language).toBe('es');
    });

    it('gives an English page the language it was shown in: a Spanish browser on an English link', async () => {
      const b = await createCenter(server);
      const text = await invite(b, 'ana.page@example.test');
      const token = /\/accept-invitation#token=([\w-]+)/.exec(text)?.[1] ?? '';
      expect(token).not.toBe('');
      const reader = browserFor(server, { 'accept-language': 'es' });
      const done = await reader.post('/accept-invitation', {
        token,
        first_name: 'Ana',
        last_name: 'Ríos',
        password: 'una contraseña larga',
      });
      expect(done.status).toBe(201);
      expect(textOf(done.body)).toContain('Su cuenta está lista');
      const [row] = await server.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'ana.page@example.test'));
      expect(row?.language).toBe('es');
      const again = await browserFor(server).post('/accept-invitation', {
        token,
        first_name: 'Ana',
        last_name: 'Ríos',
        password: 'una contraseña larga',
      });
      expect(alertOf(again.body)).toBe(messages.invitationLinkInvalid);
    });
  });
});
