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
 * Helmet's headers on every response, set on the raw response before routing as @fastify/helmet
 * did (so the issuer's and static files' responses carry them too), from a list computed at
 * start: @fastify/helmet built helmet's middleware again on every request, parsing the CSP
 * directives each time (13 % of a public route's CPU, issue 23).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}
