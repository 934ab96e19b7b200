import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

export const OIDC_PREFIX = '/oidc';

/**
 * Hands every request under /oidc to oidc-provider (a Koa app). Fastify does not read the body
 * there (the provider parses its own forms), the prefix is stripped the way a mount does, and Host
 * and protocol are pinned to PUBLIC_URL so every URL the issuer prints is the public one.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, publicUrl: string) {
  const handle = provider.callback();
  const { host, protocol } = new URL(publicUrl);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'POST', 'OPTIONS', 'HEAD'],
      url: `${OIDC_PREFIX}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const req = request.raw as typeof request.raw & { originalUrl?: string };
        req.originalUrl = req.url;
        req.url = req.url?.slice(OIDC_PREFIX.length) || '/';
        req.headers.host = host;
        req.headers['x-forwarded-host'] = host;
        req.headers['x-forwarded-proto'] = protocol.replace(':', '');
        // Headers set so far (request id) travel with the hijacked response.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string);
        }
        reply.raw.setHeader('x-request-id', request.id);
        reply.hijack();
        await handle(req, reply.raw);
      },
    });
  });
}
