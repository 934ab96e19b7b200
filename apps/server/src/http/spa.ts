import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** Paths the server answers itself; everything else under GET is a route of the portal. */
const SERVER_PREFIXES = [
  '/v3/',
  '/oidc/',
  '/docs',
  '/getstream/',
  '/patient/',
  '/uploads/',
  '/chat/',
  '/dev/',
  '/metrics',
];

/**
 * Serves the built portal: hashed assets cached for a year, index.html never cached, and client
 * routes answered with index.html. Unknown API paths get the JSON 404. The build writes a .br and a
 * .gz beside each text file (apps/web/vite-plugins/precompress.ts); the client gets the one its
 * Accept-Encoding allows, or the plain file (issue 13, goal 7), with no compression work per request.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string) {
  const hasBuild = existsSync(path.join(publicDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((p) => url.startsWith(p)) &&
      !path.extname(url);
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
