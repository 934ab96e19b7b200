import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, csrfOf, pkcePair } from '../../../test/helpers/browser';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { browserFor, portalClient, setPassword } from '../../../test/helpers/passwords';
import { createTestServer, signToken, type TestServer } from '../../../test/helpers/server';
import {
  exchangeCode,
  loginUrlOf,
  type PortalClient,
  signInWithPassword,
} from '../../../test/helpers/sign-in';
import { ConfigError, loadConfig } from '../../config';
import { users } from '../../db/schema/index';
import { metadataFor } from '../metadata';
import { apiResource } from './provider';

const TOOL = 'https://tool.clinic.test';

describe('userinfo (GET /oidc/me) for the access tokens the issuer gives', () => {
  let server: TestServer;
  let a: SeededCenter;
  const password = 'userinfo password';
  const tool: PortalClient = { issuer: '', clientId: 'clinic-board', redirectUri: `${TOOL}/callback` };

  beforeAll(async () => {
    server = await createTestServer({
      OIDC_EXTRA_CLIENTS: JSON.stringify([{ client_id: tool.clientId, redirect_uris: [tool.redirectUri] }]),
    });
    tool.issuer = `${server.config.PUBLIC_URL}/oidc`;
    a = await createCenter(server);
    await setPassword(server, a.owner.row.id, password);
    await setPassword(server, a.staff.row.id, password);
  });
  afterAll(() => server.close());

  const userinfo = (token: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: '/oidc/me',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  /** A sign-in whose authorization request carries `extra` (scope, resource) beside code + PKCE. */
  async function signInWith(
    browser: Browser,
    client: PortalClient,
    email: string,
    extra: Record<string, string>,
  ) {
    const pkce = pkcePair();
    const url = new URL(`${client.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid profile email',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const page = await browser.follow(url.href, (l) => l.startsWith(client.redirectUri));
    const posted = await browser.post(loginUrlOf(browser, page), {
      email,
      password,
      csrf: csrfOf(page.body),
    });
    const done = await browser.follow(posted.location ?? '', (l) => l.startsWith(client.redirectUri));
    return exchangeCode(browser, client, done.location, pkce.verifier);
  }

  it("accepts the portal's own access token (nothing else changes for the portal)", async () => {
    const tokens = await signInWithPassword(
      browserFor(server),
      portalClient(server),
      a.owner.row.email,
      password,
    );
    const res = await userinfo(tokens.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sub: a.owner.row.subject,
      name: 'Olivia Owner',
      given_name: 'Olivia',
      family_name: 'Owner',
      email: a.owner.row.email,
      email_verified: true,
    });
    // OIDC Core §5.3.1: POST with the token in the header answers the same.
    const posted = await server.app.inject({
      method: 'POST',
      url: '/oidc/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual(res.json());
  });

  it("accepts a token asked for with the API's resource named", async () => {
    const tokens = await signInWith(browserFor(server), tool, a.staff.row.email, {
      resource: apiResource(server.config),
    });
    const res = await userinfo(tokens.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sub: a.staff.row.subject, email: a.staff.row.email });
  });

  it('releases only the claims of the scopes granted', async () => {
    const tokens = await signInWith(browserFor(server), tool, a.staff.row.email, { scope: 'openid' });
    const res = await userinfo(tokens.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sub: a.staff.row.subject });
    const emailOnly = await signInWith(browserFor(server), tool, a.staff.row.email, {
      scope: 'openid email',
    });
    expect((await userinfo(emailOnly.access_token)).json()).toEqual({
      sub: a.staff.row.subject,
      email: a.staff.row.email,
      email_verified: true,
    });
  });

  it('refuses with the RFC 6750 challenge: no token, a forged one, one without a sign-in', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/oidc/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer realm="[^"]+\/oidc", error="invalid_token"/);
    expect(none.json()).toEqual({ message: 'You need to sign in.' });

    expect((await userinfo('not.a.token')).statusCode).toBe(401);
    // Signed with the issuer's key but from no sign-in (like `npm run token`): no grant to read.
    const minted = await signToken(server, {
      sub: a.staff.row.subject,
      metadata: { ...metadataFor(a.staff.row) },
    });
    const res = await userinfo(minted);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it("refuses a disabled account's token on its next call", async () => {
    const tokens = await signInWith(browserFor(server), tool, a.staff.row.email, {});
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);
    const { db } = server.deps.database;
    await db.update(users).set({ active: false }).where(eq(users.id, a.staff.row.id));
    try {
      const res = await userinfo(tokens.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    } finally {
      await db.update(users).set({ active: true }).where(eq(users.id, a.staff.row.id));
    }
  });

  it("lets a registered tool's page read it from its own origin, no other origin", async () => {
    const tokens = await signInWith(browserFor(server), tool, a.staff.row.email, {});
    const ok = await userinfo(tokens.access_token, { origin: TOOL });
    expect(ok.headers['access-control-allow-origin']).toBe(TOOL);
    const other = await userinfo(tokens.access_token, { origin: 'https://evil.test' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OIDC_EXTRA_CLIENTS', () => {
  const load = (value: string) => () => loadConfig({ OIDC_EXTRA_CLIENTS: value });

  it('reads a JSON array of clients, public or with a secret', () => {
    const config = loadConfig({
      OIDC_EXTRA_CLIENTS: JSON.stringify([
        { client_id: 'board', redirect_uris: [`${TOOL}/cb`] },
        { client_id: 'reports', client_secret: 's'.repeat(32), redirect_uris: [`${TOOL}/r`] },
      ]),
    });
    expect(config.OIDC_EXTRA_CLIENTS.map((c) => c.client_id)).toEqual(['board', 'reports']);
    expect(loadConfig({}).OIDC_EXTRA_CLIENTS).toEqual([]);
  });

  it('stops the start-up on a wrong list, saying what is wrong', () => {
    expect(load('[{')).toThrow(/OIDC_EXTRA_CLIENTS: must be a JSON array of clients/);
    expect(load('[{"client_id":"x","redirect_uris":["ftp://x/cb"]}]')).toThrow(ConfigError);
    expect(load('[{"client_id":"x","redirect_uris":["https://x/cb#f"]}]')).toThrow(
      /must not have a fragment/,
    );
    expect(load('[{"client_id":"x","redirect_uris":[]}]')).toThrow(/redirect_uris/);
    expect(load('[{"client_id":"x","client_secret":"short","redirect_uris":["https://x/cb"]}]')).toThrow(
      /client_secret/,
    );
    expect(load('[{"client_id":"x","redirect_uris":["https://x/cb"],"grant_types":["implicit"]}]')).toThrow(
      ConfigError,
    );
    const twice = JSON.stringify([
      { client_id: 'x', redirect_uris: ['https://x/cb'] },
      { client_id: 'x', redirect_uris: ['https://x/cb'] },
    ]);
    expect(load(twice)).toThrow(/"x" is listed twice/);
    expect(load('[{"client_id":"portal","redirect_uris":["https://x/cb"]}]')).toThrow(
      /portal's or the patient app's/,
    );
  });
});
