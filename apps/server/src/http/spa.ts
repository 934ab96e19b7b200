import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

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
  '/app/',
];

/**
 * Serves the built portal: hashed assets cached for a year, index.html never stored (`no-store`,
 * so no back-forward cache brings a signed-out page back; issue 19), other files revalidated, and client
 * routes answered with index.html. Unknown API paths get the JSON 404. The build writes a .br and a
 * .gz beside each text file (apps/web/vite-plugins/precompress.ts); the client gets the one its
 * Accept-Encoding allows, or the plain file (issue 13, goal 7), with no compression work per request.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string, patientAppDir?: string) {
  if (patientAppDir) await registerPatientApp(app, patientAppDir);
  const hasBuild = existsSync(path.join(publicDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const page = /\.html(\.br|\.gz)?$/.test(filePath);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : page ? 'no-store' : 'no-cache',
        );
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
      return reply.header('cache-control', 'no-store').type('text/html').sendFile('index.html');
    }
    // Through the error handler, so the sentence is in the caller's language.
    throw notFound();
  });
}

/** The patient app's files: hashed assets for a year; its page, like the portal's, never stored (issue 19). */
const cacheHeaders = (res: { header(name: string, value: string): unknown }, filePath: string) => {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  const page = path.basename(filePath) === 'index.html';
  res.header(
    'cache-control',
    immutable ? 'public, max-age=31536000, immutable' : page ? 'no-store' : 'no-cache',
  );
};

/**
 * The patient app (apps/patient) under /app/: its own static folder, its own SPA fallback (a page
 * path under /app/ gets the app's index.html, never the portal's), so its manifest and service
 * worker (/app/sw.js, scope /app/) live beside it. In a scope of its own so its static plugin and
 * not-found handler do not meet the portal's.
 */
async function registerPatientApp(app: FastifyInstance, appDir: string) {
  const hasBuild = existsSync(path.join(appDir, 'index.html'));
  app.get('/app', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/', 301));
  await app.register(
    async (scope) => {
      if (hasBuild) {
        await scope.register(fastifyStatic, {
          root: appDir,
          wildcard: false,
          index: false,
          preCompressed: true,
          setHeaders: cacheHeaders,
        });
      }
      scope.setNotFoundHandler((request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        if (hasBuild && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
          return reply.header('cache-control', 'no-store').type('text/html').sendFile('index.html');
        }
        return reply.status(404).send({ message: messages.notFound });
      });
    },
    { prefix: '/app' },
  );
}
