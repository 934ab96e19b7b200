import { expect } from 'vitest';
import { type Browser, csrfOf, pkcePair } from './browser';

export interface PortalClient {
  issuer: string;
  clientId: string;
  redirectUri: string;
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

/** Starts the portal's authorization request (code + PKCE S256) and returns the page it lands on. */
export async function startSignIn(browser: Browser, client: PortalClient) {
  const pkce = pkcePair();
  const state = Math.random().toString(36).slice(2);
  const url = new URL(`${client.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  const page = await browser.follow(url.href, (l) => l.startsWith(client.redirectUri));
  return { page, pkce, state };
}

/** Reads the code from the redirect to the portal's callback and exchanges it at the token endpoint. */
export async function exchangeCode(
  browser: Browser,
  client: PortalClient,
  callback: string | undefined,
  verifier: string,
): Promise<Tokens> {
  expect(callback, 'redirected to the portal callback').toMatch(new RegExp(`^${client.redirectUri}\\?`));
  const code = new URL(callback ?? '').searchParams.get('code');
  expect(code).toBeTruthy();
  const res = await browser.post(`${client.issuer}/token`, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    code_verifier: verifier,
  });
  expect(res.status, res.body).toBe(200);
  return JSON.parse(res.body) as Tokens;
}

/** The whole sign-in as a person does it: authorize, the login page, credentials, code, tokens. */
export async function signInWithPassword(
  browser: Browser,
  client: PortalClient,
  email: string,
  password: string,
): Promise<Tokens> {
  const { page, pkce } = await startSignIn(browser, client);
  expect(page.status, page.body.slice(0, 300)).toBe(200);
  expect(page.body).toContain('<h1>Sign in</h1>');
  const loginUrl = loginUrlOf(browser, page);
  const posted = await browser.post(loginUrl, { email, password, csrf: csrfOf(page.body) });
  expect(posted.status, posted.body.slice(0, 500)).toBe(303);
  const done = await browser.follow(posted.location ?? '', (l) => l.startsWith(client.redirectUri));
  return exchangeCode(browser, client, done.location, pkce.verifier);
}

/** The login form's action (it carries the interaction uid). */
export function loginUrlOf(browser: Browser, page: { body: string }): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return new URL(action.replace(/&amp;/g, '&'), browser.base).href;
}

export function refresh(browser: Browser, client: PortalClient, refreshToken: string) {
  return browser.post(`${client.issuer}/token`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: client.clientId,
  });
}
