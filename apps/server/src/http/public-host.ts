import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that are not pages: APIs, the issuer's endpoints, files, probes. They answer on any host. */
const NOT_PAGES = [
  '/v3/',
  '/oidc/',
  '/patient/',
  '/uploads/',
  '/chat/',
  '/getstream/',
  '/socket.io',
  '/metrics',
  '/healthz',
  '/readyz',
];

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  /\btext\/html\b/.test(request.headers.accept ?? '') &&
  !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));

/**
 * A page opened at another address of this server (http://127.0.0.1:3000 when PUBLIC_URL says
 * localhost, the machine's name, an IP) goes to the same path and query at PUBLIC_URL. The sign-in
 * only works there: the issuer's cookies, the portal's redirect URI and its CORS origin all name
 * PUBLIC_URL, and the portal left on another origin waited forever for a sign-in (issue 20).
 * Calls that are not page loads (fetch sends no text/html Accept) are left alone, so API clients
 * and health probes that use an instance's own address keep working. The host is the request's
 * Host, or X-Forwarded-Host from a proxy that TRUST_PROXY names (docs/operations.md).
 */
export function redirectToPublicHost(app: FastifyInstance, publicUrl: string) {
  const target = new URL(publicUrl);
  const publicHost = target.host.toLowerCase();
  app.addHook('onRequest', (request, reply, done) => {
    if (!wantsPage(request) || request.host.toLowerCase() === publicHost) return done();
    // Appended, not resolved: a path like //elsewhere.example stays a path on the public host.
    reply.header('cache-control', 'no-store').redirect(`${target.origin}${request.url}`, 302);
  });
}
