import { type App, type BuildOptions, buildApp } from './app';
import { realignAuditClock } from './audit/chain';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import type { AppDeps } from './deps';
import { createIdentityAdmin } from './identity/admin/index';
import { createVerifier } from './identity/verifier';
import { createMailer } from './infra/mail/mailer';
import { createPush } from './infra/push/push';
import { createRealtime } from './infra/realtime/realtime';
import { createSms } from './infra/sms/sms';
import { createStorage } from './infra/storage/index';
import { createWebPush } from './infra/web-push/web-push';

export interface Server {
  app: App;
  deps: AppDeps;
  /** Readiness goes false, HTTP drains, then the database closes. */
  close(): Promise<void>;
}

/** Opens the database, applies migrations and builds the app: what main and the tests share. */
export async function createServer(
  config: Config,
  options: BuildOptions & { database?: Database } = {},
): Promise<Server> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await database.migrate();
  await realignAuditClock(database.db);
  const verify = await createVerifier(config, database.db);
  const realtime = createRealtime(config);
  const deps: AppDeps = {
    config,
    database,
    verify,
    mailer: createMailer(config, database.db),
    identityAdmin: createIdentityAdmin(config, database.db),
    realtime,
    storage: await createStorage(config, database.db),
    push: createPush(config),
    sms: createSms(config, database.db),
    webPush: await createWebPush(config, database.db),
  };
  const publicDir = options.publicDir ?? config.PUBLIC_DIR;
  const app = await buildApp(deps, { ...options, ...(publicDir ? { publicDir } : {}) });
  // Socket.IO shares the app's HTTP server (and port); it serves /socket.io once the app listens.
  realtime.attach(app.server);
  // PGlite's worker thread stopped (a crash in WebAssembly, out of memory): every call answers 503
  // and /readyz says so until a new worker has reopened the data folder (db/pglite-restart.ts).
  database.onStopped?.((err) =>
    app.log.fatal({ err: { type: err.name, message: err.message } }, 'embedded database stopped'),
  );
  database.onRestarted?.(() => app.log.warn('embedded database started again'));
  return {
    app,
    deps,
    async close() {
      app.lifecycle.draining = true;
      // Readiness now answers 503; keep serving until the load balancer has seen it.
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
      await realtime.close();
      await app.close();
      await database.close();
    },
  };
}
