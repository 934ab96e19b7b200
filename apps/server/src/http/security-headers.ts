import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** The options of helmet() (https://helmetjs.github.io), as @fastify/helmet took them. */
export type SecurityHeaderOptions = Record<string, unknown>;

type HelmetMiddleware = (
  req: unknown,
  res: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (err?: unknown) => void,
) => void;

// helmet itself, in the version @fastify/helmet ships (its dependency, not ours).
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmet = requireFromPlugin('helmet') as (options: SecurityHeaderOptions) => HelmetMiddleware;

/**
 * The headers helmet sets for these options, computed once. None of ours depends on the request
 * (no CSP nonces, no directive functions), so every response gets the same list.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [];
  helmet(options)(
    {},
    {
      setHeader: (name, value) => {
        headers.push([name, value]);
      },
      removeHeader: () => {},
    },
    (err) => {
      if (err) throw err;
    },
  );
  return headers;
}

/**
 * What an answer of the JSON API carries instead of helmet's page headers: what still matters for a
 * response that is never a page (OWASP's REST Security Cheat Sheet). nosniff keeps it from being
 * read as HTML or a script; `default-src 'none'` and `frame-ancestors 'none'` are stricter than the
 * pages' policy, for a browser that shows the JSON as a document (a viewer, a download opened in
 * place); X-Frame-Options for browsers without CSP; CORP keeps other sites from loading it with
 * `no-cors` (an <img> or <script> tag); no referrer; HSTS when the pages have it. The rest of
 * helmet's list is for documents: the pages' CSP (scripts, styles, images, forms, connections),
 * the opener and agent-cluster isolation of a top-level page, DNS prefetching of its links, IE8's
 * download prompt, Flash and Acrobat's cross-domain files and the retired XSS filter.
 */
export function apiHeadersOf(pageHeaders: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const hsts = pageHeaders.find(([name]) => name.toLowerCase() === 'strict-transport-security');
  if (hsts) headers['strict-transport-security'] = hsts[1];
  return headers;
}

/**
 * Every response's request id and security headers, from lists computed at start, in one
 * `onRequest` hook ahead of every other (so redirects, refusals and 404s carry them too).
 *
 * - The API's routes (those of the contracts table, defineRoute) get the API list (apiHeadersOf),
 *   set on Fastify's reply: Node then writes the head straight from that object (one pass, no
 *   `setHeader` validation per header), and a JSON answer carries 6 headers instead of 11.
 * - Everything else (pages, static files, the issuer, its 404s) gets helmet's whole list, set on the
 *   raw response as @fastify/helmet did, so the issuer's and static files' responses keep it.
 *
 * The request id was an `onSend` hook; an `onRequest` hook sets it earlier and the `onSend` hook
 * runner, which ran for nothing else, no longer runs at all (issue 23, goal 5b). @fastify/helmet
 * built helmet's middleware again on every request, parsing the CSP directives each time (13 % of
 * a public route's CPU, issue 23).
 */
export function registerResponseHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = securityHeadersOf(options);
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.routeOptions.config?.access !== undefined) {
      reply.headers(apiHeaders);
    } else {
      const res = reply.raw;
      for (const [name, value] of pageHeaders) res.setHeader(name, value);
    }
    done();
  });
}
