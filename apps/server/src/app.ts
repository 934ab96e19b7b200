import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuditGroupCommit } from './audit/group-commit';
import { registerAuditSealer } from './audit/sealer';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import type { AppDeps } from './deps';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { type Lifecycle, registerHealth } from './http/health';
import { inlineScriptSources } from './http/inline-scripts';
import {
  bufferedStdout,
  errorSerializer,
  registerRequestLog,
  requestSerializer,
  responseSerializer,
} from './http/logging';
import { refuseNulCharacters } from './http/no-nul';
import { openapiOptions } from './http/openapi';
import { redirectToPublicHost } from './http/public-host';
import { registerRateLimits } from './http/rate-limits';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerResponseHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { trustProxyOf } from './http/trust-proxy';
import { authenticatePlugin } from './identity/authenticate';
import { registerIdentity } from './identity/routes';
import { registerMetrics } from './infra/metrics/metrics';
import { modules } from './modules/index';

export const defaultPublicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
/** Where `npm start` builds the patient app (apps/patient), served under /app/. */
export const defaultPatientAppDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public-app',
);

export interface BuildOptions {
  /** Where the built portal is; defaults to apps/server/public. */
  publicDir?: string;
  /** Where the built patient app is; defaults to PATIENT_APP_DIR or apps/server/public-app. */
  patientAppDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back: no patient data in logs). */
  logStream?: NodeJS.WritableStream;
  /** The clock of session limits (identity/sessions.ts); tests move it. */
  now?: () => Date;
}

export type App = FastifyInstance & { lifecycle: Lifecycle };

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const { config } = deps;
  const logStream = options.logStream ?? (config.LOG_LEVEL === 'silent' ? undefined : bufferedStdout());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Request bodies are never logged, and neither are credentials (no PHI in logs): the
            // serializers of `req` and `res` name the fields a line may carry and no header is one
            // of them (so pino's `redact` of req.headers, which cost 5 % of a request's CPU to
            // clone every line's `req`, had nothing left to remove; issue 23). Paths without their
            // query strings (patient searches carry names), failed queries without their
            // parameters (notes, chat text, names): http/logging.ts.
            serializers: { req: requestSerializer, res: responseSerializer, err: errorSerializer },
            stream: logStream,
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // One line per request, written when it is answered (http/logging.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client (config.ts TRUST_PROXY); off by default.
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    frameworkErrors,
  }) as unknown as App;
  app.lifecycle = { draining: false };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const publicDir = options.publicDir ?? defaultPublicDir;
  const patientAppDir = options.patientAppDir ?? config.PATIENT_APP_DIR ?? defaultPatientAppDir;
  // Ahead of every other hook: redirects and refusals carry the request id and security headers.
  registerResponseHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // The two pages' boot scripts by their hash; no other inline script.
        'script-src': [
          "'self'",
          ...inlineScriptSources([
            path.join(publicDir, 'index.html'),
            path.join(patientAppDir, 'index.html'),
          ]),
        ],
        // Mantine writes inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : [])],
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          // Browsers PUT uploads straight to S3 when it is configured.
          ...(deps.storage.uploadOrigin ? [deps.storage.uploadOrigin] : []),
          ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : []),
        ],
        'form-action': ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the portal is served over https (browsers ignore it on http anyway).
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:')
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
  });

  if (options.logger !== false && logStream) registerRequestLog(app, logStream);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  redirectToPublicHost(app, config.PUBLIC_URL);
  // First, so its response hook times every route registered after it.
  registerMetrics(app, deps, app.lifecycle);

  await app.register(swagger, openapiOptions(config.PUBLIC_URL));
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerHealth(app, deps.database, app.lifecycle);
  await app.register(authenticatePlugin, {
    config,
    db: deps.database.db,
    verify: deps.verify,
    ...(options.now ? { now: options.now } : {}),
  });
  await registerRateLimits(app, { redisUrl: config.REDIS_URL });
  await registerIdentity(app, deps);
  for (const register of modules) await register(app, deps);
  // Drains the reads' queued audit rows first (onClose hooks run in order), then the last seal.
  registerAuditGroupCommit(app, deps.database);
  registerAuditSealer(app, deps.database.db);
  const stopMaintenance = startPgliteMaintenance(deps.database, app.log);
  app.addHook('onClose', stopMaintenance);
  await registerSpa(app, publicDir, patientAppDir);
  return app;
}
