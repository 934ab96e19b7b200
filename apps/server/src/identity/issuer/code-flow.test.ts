import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { refresh, signInWithPassword, startSignIn } from '../../../test/helpers/sign-in';

describe('the embedded issuer: authorization code + PKCE', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'correct horse battery';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    await setPassword(server, a.owner.row.id, password);
  });
  afterAll(() => server.close());

  it('publishes discovery and the public signing keys', async () => {
    const discovery = await server.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(200);
    const doc = discovery.json();
    expect(doc.issuer).toBe(`${server.config.PUBLIC_URL}/oidc`);
    expect(doc.jwks_uri).toBe(`${server.config.PUBLIC_URL}/oidc/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    const jwks = (await server.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('tells the portal how to sign in (GET /auth/config, no token)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authority: `${server.config.PUBLIC_URL}/oidc`,
      client_id: 'portal',
      audience: 'portal-api',
      scope: 'openid profile email offline_access',
      redirect_uri: `${server.config.PUBLIC_URL}/auth/callback`,
      post_logout_redirect_uri: `${server.config.PUBLIC_URL}/`,
      session_idle_minutes: 15,
      session_max_hours: 12,
    });
  });

  it('signs in on the login page and issues a JWT the API accepts, with the metadata claim', async () => {
    const browser = browserFor(server);
    const tokens = await signInWithPassword(browser, portalClient(server), a.owner.row.email, password);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims.sub).toBe(a.owner.row.subject);
    expect(claims.aud).toBe(server.config.OIDC_AUDIENCE);
    expect(claims.iss).toBe(`${server.config.PUBLIC_URL}/oidc`);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(server.config.OIDC_ACCESS_TOKEN_TTL_SECONDS);
    expect(claims[server.config.OIDC_CLAIM_NAMESPACE]).toEqual({
      treatment_center_id: a.center.id,
      is_owner: true,
      support: false,
      is_expert: false,
      wizard: false,
      patient: false,
    });
    const me = await server.app.inject({
      method: 'GET',
      url: '/v3/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      email: a.owner.row.email,
      sub: a.owner.row.subject,
    });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('refuses an authorization request without PKCE', async () => {
    const c = portalClient(server);
    const url = `${c.issuer}/auth?client_id=${c.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(c.redirectUri)}`;
    const res = await browserFor(server).get(url);
    expect(res.location).toContain('error=invalid_request');
  });

  it('renews with a rotating refresh token that carries fresh flags', async () => {
    const browser = browserFor(server);
    const c = portalClient(server);
    const tokens = await signInWithPassword(browser, c, a.owner.row.email, password);
    const { users } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await server.deps.database.db.update(users).set({ wizard: true }).where(eq(users.id, a.owner.row.id));
    const renewed = await refresh(browser, c, tokens.refresh_token ?? '');
    expect(renewed.status, renewed.body).toBe(200);
    const next = JSON.parse(renewed.body);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token)[server.config.OIDC_CLAIM_NAMESPACE]).toMatchObject({ wizard: true });
    await server.deps.database.db.update(users).set({ wizard: false }).where(eq(users.id, a.owner.row.id));
    // The used refresh token is spent.
    expect((await refresh(browser, c, tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('signs out: the logout page ends the session, its refresh tokens and returns to the portal', async () => {
    const browser = browserFor(server);
    const c = portalClient(server);
    const tokens = await signInWithPassword(browser, c, a.owner.row.email, password);
    const end = new URL(`${c.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${server.config.PUBLIC_URL}/`,
      client_id: c.clientId,
    }).toString();
    const confirm = await browser.get(end.href);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('<script src="/auth/assets/logout.js" defer></script>');
    expect(confirm.headers['content-security-policy']).toContain("script-src 'self'");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${server.config.PUBLIC_URL}/`);

    expect((await refresh(browser, c, tokens.refresh_token ?? '')).status).toBe(400);
    const again = await startSignIn(browser, c);
    expect(again.page.body).toContain('<h1>Sign in</h1>');
  });
});
