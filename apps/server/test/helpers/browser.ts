import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Page {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Absolute Location of a redirect, if any. */
  location?: string | undefined;
}

type Send = (req: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<Page>;

/** Requests through app.inject (no port). `base` is the server's PUBLIC_URL. */
export const injectTransport =
  (app: FastifyInstance, base: string): Send =>
  async ({ method, url, headers, body }) => {
    const u = new URL(url, base);
    const res = await app.inject({
      method: method as 'GET',
      url: `${u.pathname}${u.search}`,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) flat[k] = Array.isArray(v) ? v.join('\n') : String(v);
    return {
      status: res.statusCode,
      headers: flat,
      body: res.body,
      location: res.headers.location ? new URL(String(res.headers.location), u).href : undefined,
    };
  };

/** Requests over real HTTP to a listening server. */
export const fetchTransport: Send = async ({ method, url, headers, body }) => {
  const res = await fetch(url, {
    method,
    headers,
    redirect: 'manual',
    ...(body !== undefined ? { body } : {}),
  });
  const flat: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    flat[k] = v;
  });
  flat['set-cookie'] = res.headers.getSetCookie().join('\n');
  const location = res.headers.get('location');
  return {
    status: res.status,
    headers: flat,
    body: await res.text(),
    location: location ? new URL(location, url).href : undefined,
  };
};

/**
 * A tiny browser: one cookie jar (per name; paths ignored, which only sends more than a browser
 * would), manual redirects, form posts. Enough to drive the issuer like a person would.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly send: Send,
    readonly base: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, url: string, form?: Record<string, string>): Promise<Page> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const page = await this.send({
      method,
      url: new URL(url, this.base).href,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    for (const line of (page.headers['set-cookie'] ?? '').split('\n').filter(Boolean)) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value.join('=') === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return page;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, form: Record<string, string>) => this.request('POST', url, form);

  /** GETs a URL and follows redirects until a page answers or `stopAt` matches the Location. */
  async follow(url: string, stopAt?: (location: string) => boolean): Promise<Page> {
    let page = await this.get(url);
    for (let hops = 0; page.location && hops < 10; hops++) {
      if (stopAt?.(page.location)) return page;
      page = await this.get(page.location);
    }
    return page;
  }
}

/** The hidden anti-forgery field of the first form of a page. */
export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
