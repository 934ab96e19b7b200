import { demoPatientAccount } from './cli/demo-patients';
import { describeDemoAccounts, seedDemo } from './cli/seed-demo';
import { ConfigError, loadConfig } from './config';
import { createServer } from './server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const started = Date.now();
  const server = await createServer(config);
  // The demo accounts sign in at the embedded issuer; an external issuer has its own users.
  const demo =
    config.SEED_DEMO && !config.OIDC_ISSUER
      ? await seedDemo(
          server.deps.database.db,
          config,
          config.SEED_DEMO_PATIENTS ? { deps: server.deps, log: console.log } : undefined,
        )
      : null;
  const address = await server.app.listen({ host: config.HOST, port: config.PORT });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  Portal ready at ${config.PUBLIC_URL} (${server.deps.database.kind}, ${seconds}s; listening on ${address})\n`,
  );
  if (demo) console.log(`${describeDemoAccounts(demo, config.PUBLIC_URL)}\n`);
  // The patient app (apps/patient) is served under /app/; the demo patients sign in to it.
  console.log(`  Patient app at ${config.PUBLIC_URL}/app/ (on a phone: open it, then "Add to Home Screen")`);
  if (demo && config.SEED_DEMO_PATIENTS) {
    const patient = demoPatientAccount();
    console.log(`    patient  ${patient.email}  ${patient.password}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
