import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { loadRandomKeys, loadSigningKeys } from '../keys';
import { decoyHash } from '../passwords';
import { sweepFailures } from '../throttle';
import { sweepExpiredPayloads } from './adapter';
import { createCsrf } from './csrf';
import { mountProvider } from './mount';
import { logoutScript } from './pages/oidc-pages';
import { createProvider } from './provider';
import { registerPasswordPages } from './routes-password';
import { registerSignInPages } from './routes-signin';
import { registerUserinfo } from './userinfo';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * The embedded issuer on this server: oidc-provider under /oidc, and its pages (/login, /register,
 * /forgot, /change-password) styled like the portal. Keys come from the database, so every
 * instance signs and verifies with the same ones.
 */
export async function registerEmbeddedIssuer(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const [signing, cookies, formKeys] = await Promise.all([
    loadSigningKeys(db),
    loadRandomKeys(db, 'oidc-cookie-keys'),
    loadRandomKeys(db, 'issuer-form-keys'),
  ]);
  // Computed now, so the first unknown e-mail costs what a known one does.
  await decoyHash();
  const provider = createProvider(config, db, { signing, cookies });
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc-provider error'));
  await mountProvider(app, provider, config.PUBLIC_URL);
  registerUserinfo(app, { config, db, provider, verify: deps.verify });

  const secure = config.PUBLIC_URL.startsWith('https:');
  const csrf = createCsrf(formKeys[0] ?? '', secure);
  await app.register(async (scope) => {
    // Pages for a browser, not calls of the API: left out of the OpenAPI document, as /oidc is.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const pageDeps = { db, provider, csrf, mailer: deps.mailer, config };
    registerSignInPages(scope, pageDeps);
    registerPasswordPages(scope, pageDeps);
    scope.get('/auth/assets/logout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(logoutScript),
    );
  });

  const sweep = () =>
    Promise.all([sweepExpiredPayloads(db), sweepFailures(db)]).catch((err) =>
      app.log.warn({ err }, 'identity sweep failed'),
    );
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return provider;
}
