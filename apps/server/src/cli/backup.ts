import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup, defaultBackupName } from '../infra/backup/backup';

/**
 * npm run backup [-- --out <file>]
 * One archive with the database and the local uploads (docs/operations.md, "Backups").
 * Relative paths are taken from where npm was started (INIT_CWD), not the workspace folder.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const config = loadConfig();
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(cwd, values.out ?? path.join('backups', defaultBackupName()));
  const started = Date.now();
  const { file, manifest } = await createBackup(config, out);
  console.log(
    `Backup written to ${file}\n  database: ${manifest.database} (${manifest.migrations} migrations)\n  uploads: ${manifest.uploads}\n  took ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  console.log('It holds health records: keep it encrypted and access-controlled, like the database itself.');
}

main().catch((err: Error) => {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${err.message}`);
  process.exit(1);
});
