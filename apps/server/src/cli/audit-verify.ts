import { verifyChain } from '../audit/chain';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * npm run audit:verify
 * Seals what is pending, then re-computes every seal (and every link of the chain's first form) from
 * the rows as they are stored. Exit 0 and the head hash when the trail is whole; exit 1 and the first
 * broken seal or link otherwise. Keep the printed head hash outside the database (a ticket, the
 * backup log): a chain rewritten from scratch would end on another hash.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const started = Date.now();
    const report = await verifyChain(database.db);
    const took = `${((Date.now() - started) / 1000).toFixed(1)}s`;
    if (report.ok) {
      console.log(`Audit trail intact: ${report.rows} rows sealed, head ${report.headHash} (${took})`);
      return;
    }
    console.error(`Audit trail BROKEN after ${report.rows} good rows: ${report.problem}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(err instanceof ConfigError ? err.message : `Audit verification failed: ${err.message}`);
  process.exit(1);
});
