import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal OIDC client for commands that act as a person over HTTP (the simulator): a cookie jar,
 * manual redirects, the issuer's login form, and the authorization code flow with PKCE (S256),
 * the same flow the portal and the mobile app use. Works against the embedded issuer of any server.
 */

interface Page {
  status: number;
  body: string;
  location?: string;
  setCookies: string[];
}

export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Page> {
    const headers: Record<string, string> = {};
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const res = await fetch(url, { method, headers, redirect: 'manual', ...(body ? { body } : {}) });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value.join('=') === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    const location = res.headers.get('location');
    return {
      status: res.status,
      body: await res.text(),
      setCookies,
      ...(location ? { location: new URL(location, url).href } : {}),
    };
  }

  async follow(url: string, stopAt: (location: string) => boolean): Promise<Page> {
    let page = await this.request('GET', url);
    for (let hops = 0; page.location && hops < 10; hops++) {
      if (stopAt(page.location)) return page;
      page = await this.request('GET', page.location);
    }
    return page;
  }
}

export interface AuthConfig {
  authority: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
}

/** Signs in with e-mail and password through the issuer's pages; returns the access token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/auth/config`)).json()) as AuthConfig;
  const browser = new HttpBrowser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = new URL(`${config.authority}/auth`);
  auth.search = new URLSearchParams({
    client_id: config.client_id,
    response_type: 'code',
    redirect_uri: config.redirect_uri,
    scope: config.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  const atCallback = (l: string) => l.startsWith(config.redirect_uri);
  const login = await browser.follow(auth.href, atCallback);
  const action = /<form method="post" action="([^"]+)"/.exec(login.body)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(login.body)?.[1];
  if (!action || !csrf) throw new Error(`no sign-in form at ${auth.origin} (status ${login.status})`);
  const posted = await browser.request('POST', new URL(action.replace(/&amp;/g, '&'), baseUrl).href, {
    email,
    password,
    csrf,
  });
  if (posted.status !== 303 || !posted.location) throw new Error(`sign-in refused for ${email}`);
  const done = await browser.follow(posted.location, atCallback);
  const code = done.location ? new URL(done.location).searchParams.get('code') : null;
  if (!code) throw new Error(`no authorization code for ${email}`);
  const token = await fetch(`${config.authority}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirect_uri,
      client_id: config.client_id,
      code_verifier: verifier,
    }).toString(),
  });
  if (!token.ok) throw new Error(`token exchange failed (${token.status})`);
  return ((await token.json()) as { access_token: string }).access_token;
}
