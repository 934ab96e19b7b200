import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, csrfOf, fetchTransport } from '../../../test/helpers/browser';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../../../test/helpers/fixtures';
import { freePort } from '../../../test/helpers/listen';
import { setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { loginUrlOf } from '../../../test/helpers/sign-in';

/**
 * A standard relying party against the real embedded issuer on a real port: openid-client v6 as a
 * clinic's other tool would use it, registered the way a clinic registers one (OIDC_EXTRA_CLIENTS),
 * signing in through the sign-in form as a browser does (redirects, cookies).
 */
const TOOL = 'http://tool.clinic.test';
const confidential = { client_id: 'clinic-reports', client_secret: `${'a'.repeat(20)}reports-secret-42` };
const publicTool = { client_id: 'clinic-board' };
const clients = [
  {
    ...confidential,
    client_name: 'Clinic reports',
    redirect_uris: [`${TOOL}/reports/callback`],
    post_logout_redirect_uris: [`${TOOL}/reports/`],
  },
  {
    ...publicTool,
    redirect_uris: [`${TOOL}/board/callback`],
    post_logout_redirect_uris: [`${TOOL}/board/`],
  },
];

describe('a standard relying party (openid-client) against the embedded issuer', () => {
  let server: TestServer;
  let issuer: URL;
  let a: SeededCenter;
  let patient: SeededUser;
  const password = 'conformance password';

  beforeAll(async () => {
    const port = await freePort();
    server = await createTestServer({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OIDC_EXTRA_CLIENTS: JSON.stringify(clients),
    });
    await server.app.listen({ host: '127.0.0.1', port });
    issuer = new URL(`${server.config.PUBLIC_URL}/oidc`);
    a = await createCenter(server);
    patient = await createUser(server, {
      treatmentCenterId: a.center.id,
      isPatient: true,
      firstName: 'Pat',
      lastName: 'Lee',
    });
    await setPassword(server, a.staff.row.id, password);
    await setPassword(server, patient.row.id, password);
  });
  afterAll(() => server?.close());

  /** openid-client's view of the issuer; `tamper` rewrites the next token response's ID token. */
  async function relyingParty(kind: 'confidential' | 'public') {
    const auth = kind === 'confidential' ? oidc.ClientSecretBasic(confidential.client_secret) : oidc.None();
    const id = kind === 'confidential' ? confidential.client_id : publicTool.client_id;
    const config = await oidc.discovery(issuer, id, undefined, auth, {
      execute: [oidc.allowInsecureRequests],
    });
    // Verify the ID token's signature against the issuer's JWKS too (off by default over TLS).
    oidc.enableNonRepudiationChecks(config);
    const state = { tamper: undefined as ((idToken: string) => string) | undefined };
    config[oidc.customFetch] = async (url, options) => {
      const res = await fetch(url, options as RequestInit);
      const rewrite = state.tamper;
      if (!rewrite || !url.endsWith('/oidc/token') || !res.ok) return res;
      state.tamper = undefined;
      const body = (await res.json()) as { id_token: string };
      return Response.json({ ...body, id_token: rewrite(body.id_token) }, { headers: res.headers });
    };
    const name = kind === 'confidential' ? 'reports' : 'board';
    return { config, state, redirect: `${TOOL}/${name}/callback`, home: `${TOOL}/${name}/` };
  }

  type RelyingParty = Awaited<ReturnType<typeof relyingParty>>;

  /** An authorization request (code + PKCE S256, nonce, state); returns where the browser lands. */
  async function authorize(rp: RelyingParty, browser: Browser) {
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(rp.config, {
      redirect_uri: rp.redirect,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
    });
    const page = await browser.follow(url.href, (l) => l.startsWith(rp.redirect));
    return { page, checks: { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state } };
  }

  /** The whole sign-in: the form with the password, then the code exchanged by openid-client. */
  async function signIn(rp: RelyingParty, browser: Browser, email: string) {
    const { page, checks } = await authorize(rp, browser);
    expect(page.body).toContain('<h1>Sign in</h1>');
    const posted = await browser.post(loginUrlOf(browser, page), {
      email,
      password,
      csrf: csrfOf(page.body),
    });
    expect(posted.status, posted.body.slice(0, 300)).toBe(303);
    const done = await browser.follow(posted.location ?? '', (l) => l.startsWith(rp.redirect));
    return oidc.authorizationCodeGrant(rp.config, new URL(done.location ?? ''), checks);
  }

  const people = [
    { who: 'a staff member', kind: 'confidential' as const, user: () => a.staff },
    { who: 'a patient', kind: 'public' as const, user: () => patient },
  ];

  describe.each(people)('$who through a $kind client', ({ kind, user }) => {
    it('discovers the issuer: code + PKCE S256, userinfo and end-session endpoints', async () => {
      const { config } = await relyingParty(kind);
      const meta = config.serverMetadata();
      expect(meta.issuer).toBe(issuer.href);
      expect(meta.userinfo_endpoint).toBe(`${issuer.href}/me`);
      expect(meta.end_session_endpoint).toBe(`${issuer.href}/session/end`);
      expect(meta.code_challenge_methods_supported).toEqual(['S256']);
      expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
      expect(meta.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'email']));
    });

    it('signs in, reads userinfo, refreshes, and signs out at the issuer', async () => {
      const rp = await relyingParty(kind);
      const browser = new Browser(fetchTransport, server.config.PUBLIC_URL);
      const { row } = user();
      const tokens = await signIn(rp, browser, row.email);

      // The ID token: openid-client checked issuer, audience, nonce, expiry and the JWKS signature.
      const idClaims = tokens.claims();
      expect(idClaims).toMatchObject({
        iss: issuer.href,
        aud: rp.config.clientMetadata().client_id,
        sub: row.subject,
      });

      const profile = {
        sub: row.subject,
        name: `${row.firstName} ${row.lastName}`,
        given_name: row.firstName,
        family_name: row.lastName,
        email: row.email,
        email_verified: true,
      };
      expect(await oidc.fetchUserInfo(rp.config, tokens.access_token, row.subject)).toEqual(profile);
      // The same access token works on the API, unchanged.
      const api = async (token: string) =>
        fetch(`${server.config.PUBLIC_URL}/v3/me`, { headers: { authorization: `Bearer ${token}` } });
      expect((await api(tokens.access_token)).status).toBe(200);

      const renewed = await oidc.refreshTokenGrant(rp.config, tokens.refresh_token ?? '');
      expect(renewed.refresh_token).toBeTruthy();
      expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
      expect(renewed.claims()?.sub).toBe(row.subject);
      expect(await oidc.fetchUserInfo(rp.config, renewed.access_token, row.subject)).toEqual(profile);

      // A token that is not the issuer's is refused with the challenge a client reads.
      await expect(
        oidc.fetchUserInfo(rp.config, `${renewed.access_token}x`, row.subject),
      ).rejects.toMatchObject({
        code: 'OAUTH_WWW_AUTHENTICATE_CHALLENGE',
        cause: [
          expect.objectContaining({
            scheme: 'bearer',
            parameters: expect.objectContaining({ error: 'invalid_token' }),
          }),
        ],
      });

      // RP-initiated logout: the confirmation page, then back to the tool's own address.
      const end = oidc.buildEndSessionUrl(rp.config, {
        id_token_hint: renewed.id_token ?? '',
        post_logout_redirect_uri: rp.home,
        state: 'bye',
      });
      const confirm = await browser.get(end.href);
      expect(confirm.status).toBe(200);
      const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
      const done = await browser.post(action, { xsrf, logout: 'yes' });
      expect(done.status).toBe(303);
      expect(done.location).toBe(`${rp.home}?state=bye`);

      // The issuer session is gone: its refresh token, its userinfo, and a new request asks again.
      await expect(oidc.refreshTokenGrant(rp.config, renewed.refresh_token ?? '')).rejects.toMatchObject({
        error: 'invalid_grant',
      });
      await expect(oidc.fetchUserInfo(rp.config, renewed.access_token, row.subject)).rejects.toMatchObject({
        code: 'OAUTH_WWW_AUTHENTICATE_CHALLENGE',
      });
      const again = await authorize(rp, browser);
      expect(again.page.body).toContain('<h1>Sign in</h1>');
    });

    it('rejects an ID token with another nonce or a broken signature', async () => {
      const rp = await relyingParty(kind);
      const browser = new Browser(fetchTransport, server.config.PUBLIC_URL);
      await signIn(rp, browser, user().row.email);

      // Signed in at the issuer: the next requests come straight back with a code.
      const first = await authorize(rp, browser);
      const callback = new URL(first.page.location ?? '');
      expect(callback.searchParams.get('code')).toBeTruthy();
      await expect(
        oidc.authorizationCodeGrant(rp.config, callback, {
          ...first.checks,
          expectedNonce: oidc.randomNonce(),
        }),
      ).rejects.toMatchObject({
        code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
        cause: { message: 'unexpected ID Token "nonce" claim value' },
      });

      const second = await authorize(rp, browser);
      rp.state.tamper = (idToken) => {
        const [header, payload, signature = ''] = idToken.split('.');
        const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
        return `${header}.${payload}.${flipped}`;
      };
      await expect(
        oidc.authorizationCodeGrant(rp.config, new URL(second.page.location ?? ''), second.checks),
      ).rejects.toMatchObject({ cause: { message: 'JWT signature verification failed' } });
    });
  });

  it('refuses a redirect address the clinic did not register', async () => {
    const rp = await relyingParty('public');
    const url = oidc.buildAuthorizationUrl(rp.config, {
      redirect_uri: `${TOOL}/elsewhere`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const page = await new Browser(fetchTransport, server.config.PUBLIC_URL).get(url.href);
    expect(page.location).toBeUndefined();
    expect(page.body).toContain('could not be completed');
  });
});
