import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@portal/contracts';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originAllowed } from '../../src/infra/realtime/realtime';
import { Browser, injectTransport, pkcePair } from '../helpers/browser';
import { createCenter, type SeededCenter } from '../helpers/fixtures';
import { portalClient, setPassword } from '../helpers/passwords';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInWithPassword } from '../helpers/sign-in';

// The pages' boot scripts (issue 22), the only inline scripts the policy allows, by their hash.
const PORTAL_BOOT = '(()=>{document.getElementById("root").textContent="Patients"})();';
const APP_BOOT = 'window.__patientEarly={};';
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const SCRIPT_SRC = `script-src 'self' ${sha256(PORTAL_BOOT)} ${sha256(APP_BOOT)}`;

/**
 * Browser-facing protections (issue 12): CSP without inline scripts but the pages' own boot
 * scripts (by hash), frame-ancestors 'none',
 * nosniff, a strict referrer policy, HSTS when served over https, CORS closed, the issuer's cookies
 * HttpOnly + SameSite (and `__Host-` + Secure over https), and a Socket.IO handshake from a foreign
 * page refused.
 */
function expectBrowserHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src'), `${what}: script-src`).toBe(SCRIPT_SRC);
  expect(directive('default-src'), what).toBe("default-src 'self'");
  expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'");
  expect(directive('object-src'), what).toBe("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin']).toContain(
    headers['referrer-policy'],
  );
  expect(headers['access-control-allow-origin'], `${what}: CORS`).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
}

/**
 * A JSON answer of the API: the headers that matter for a response that is never a page (issue 23,
 * docs/security.md §6): a policy that allows nothing and no framing, nosniff, same-origin CORP, no
 * referrer; none of the pages' document-only headers.
 */
function expectApiHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['access-control-allow-origin'], `${what}: CORS`).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
  for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
    expect(headers[pageOnly], `${what}: ${pageOnly}`).toBeUndefined();
  expect(headers['x-request-id'], what).toEqual(expect.any(String));
}

describe('security headers, CORS, cookies and the socket handshake', () => {
  let server: TestServer;
  let a: SeededCenter;
  const foreign = { origin: 'https://evil.example' };

  beforeAll(async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'portal-public-'));
    writeFileSync(
      path.join(publicDir, 'index.html'),
      `<!doctype html><title>Portal</title><script type="module" src="/assets/index-A.js"></script><div id="root"></div><script>${PORTAL_BOOT}</script>`,
    );
    const patientAppDir = mkdtempSync(path.join(tmpdir(), 'patient-app-'));
    writeFileSync(
      path.join(patientAppDir, 'index.html'),
      `<!doctype html><title>Recovery app</title><script>${APP_BOOT}</script><div id="root"></div>`,
    );
    server = await createTestServer({ PATIENT_APP_DIR: patientAppDir }, { publicDir });
    a = await createCenter(server);
  }, 60_000);
  afterAll(() => server?.close());

  it('API JSON answers (success and error) carry the API headers, and no CORS for a foreign origin', async () => {
    const ok = await server.app.inject({
      method: 'GET',
      url: routes.me.path,
      headers: { ...a.staff.auth, ...foreign },
    });
    expect(ok.statusCode).toBe(200);
    expectApiHeaders(ok.headers, 'GET /v3/me');
    const refused = await server.app.inject({ method: 'GET', url: '/v3/memberships', headers: foreign });
    expect(refused.statusCode).toBe(401);
    expectApiHeaders(refused.headers, '401');
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/v3/memberships',
      headers: {
        ...foreign,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('the portal page (index.html) carries the headers and is never stored', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/patients' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expectBrowserHeaders(res.headers, 'index.html');
    // Not kept for the back-forward cache either (issue 19): Back after sign-out shows nothing.
    expect(res.headers['cache-control']).toBe('no-store');
    // Served over http here: no HSTS (browsers ignore it on http; see the https case below).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the issuer login page carries the headers; its cookies are HttpOnly and SameSite', async () => {
    const client = portalClient(server);
    const pkce = pkcePair();
    const query = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid profile email',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: 'x',
    });
    const auth = await server.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect([302, 303]).toContain(auth.statusCode);
    const cookies = ([] as string[]).concat(auth.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase(), cookie).toContain('httponly');
      expect(cookie.toLowerCase(), cookie).toMatch(/samesite=(lax|strict)/);
    }
    const location = String(auth.headers.location);
    const login = await server.app.inject({
      method: 'GET',
      url: location.replace(server.config.PUBLIC_URL, ''),
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<form');
    expectBrowserHeaders(login.headers, 'login page');
  });

  it('adds HSTS when the portal is public over https', async () => {
    const https = await createTestServer({ PUBLIC_URL: 'https://portal.example.test' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      // API answers too, the refusals included.
      const api = await https.app.inject({ method: 'GET', url: routes.me.path });
      expect(api.statusCode).toBe(401);
      expect(api.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await https.close();
    }
  }, 60_000);

  it('over https, a whole sign-in sets only __Host- cookies (Secure, Path=/, no Domain), and __Secure- where the issuer scopes a path', async () => {
    const https = await createTestServer({ PUBLIC_URL: 'https://portal.example.test' });
    try {
      const center = await createCenter(https);
      await setPassword(https, center.staff.row.id, 'correct horse battery');
      const seen: string[] = [];
      const send = injectTransport(https.app, https.config.PUBLIC_URL);
      const browser = new Browser(async (req) => {
        const page = await send(req);
        seen.push(...(page.headers['set-cookie'] ?? '').split('\n').filter(Boolean));
        return page;
      }, https.config.PUBLIC_URL);
      const tokens = await signInWithPassword(
        browser,
        portalClient(https),
        center.staff.row.email,
        'correct horse battery',
      );
      expect(tokens.access_token).toBeTruthy();
      const names = new Set(seen.map((c) => c.split('=')[0]));
      for (const name of [
        '__Host-portal_session',
        '__Host-portal_interaction',
        '__Host-portal_form',
        '__Secure-portal_resume',
      ]) {
        expect(names, name).toContain(name);
      }
      for (const cookie of seen) {
        const [name = ''] = cookie.split('=');
        const attrs = cookie.toLowerCase();
        expect(name, `${cookie}: every cookie has a prefix over https`).toMatch(/^__(Host|Secure)-/);
        expect(attrs, cookie).toContain('; secure');
        expect(attrs, cookie).toContain('; httponly');
        expect(attrs, cookie).toMatch(/; samesite=(lax|strict)/);
        if (name.startsWith('__Host-')) {
          expect(attrs, cookie).toMatch(/; path=\/(;|$)/);
          expect(attrs, cookie).not.toContain('domain=');
        }
      }
    } finally {
      await https.close();
    }
  }, 60_000);

  it('over plain http, the cookies keep their plain names (browsers refuse __Host- without Secure)', async () => {
    const pkce = pkcePair();
    const client = portalClient(server);
    const query = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
    const auth = await server.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    const cookies = ([] as string[]).concat(auth.headers['set-cookie'] ?? []);
    expect(cookies.map((c) => c.split('=')[0])).toContain('_portal_interaction');
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain('; secure');
  });

  it('accepts a socket handshake without Origin or from the portal, refuses one from a foreign page', async () => {
    expect(originAllowed(undefined, 'portal.example.test', 'https://portal.example.test')).toBe(true);
    expect(originAllowed('https://portal.example.test', 'internal:3000', 'https://portal.example.test')).toBe(
      true,
    );
    expect(originAllowed('http://localhost:5173', 'localhost:5173', 'http://localhost:3000')).toBe(true);
    expect(originAllowed('https://evil.example', 'portal.example.test', 'https://portal.example.test')).toBe(
      false,
    );
    expect(originAllowed('null', 'portal.example.test', 'https://portal.example.test')).toBe(false);

    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const token = (
      await server.app.inject({ method: 'GET', url: routes.chatToken.path, headers: a.staff.auth })
    ).json().data.token as string;
    const attempt = (extraHeaders: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const socket = connect(url, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
          extraHeaders,
        });
        socket.once('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.once('connect_error', () => {
          socket.close();
          resolve('refused');
        });
      });
    expect(await attempt({})).toBe('connected');
    expect(await attempt({ origin: url })).toBe('connected');
    expect(await attempt({ origin: 'https://evil.example' })).toBe('refused');
  });
});
