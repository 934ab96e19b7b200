import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { readManifest, restoreBackup } from '../infra/backup/backup';

/**
 * npm run restore -- <backup.tar> --yes
 * Replaces the database (and local uploads) with the backup's. Stop the server(s) first.
 * Without --yes it only describes the backup and what would be replaced.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', short: 'y', default: false } },
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    console.error('Usage: npm run restore -- <backup.tar> --yes');
    process.exit(64); // EX_USAGE
  }
  const config = loadConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const manifest = await readManifest(file);
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the PGlite database in ${config.DATA_DIR}`;
  console.log(
    `Backup of ${manifest.createdAt}: ${manifest.database}, ${manifest.migrations} migrations, uploads ${manifest.uploads}.`,
  );
  if (!values.yes) {
    console.log(
      `This replaces ${target}${manifest.uploads === 'included' ? ' and the local uploads' : ''}. Run again with --yes to restore.`,
    );
    process.exit(2);
  }
  const { previous } = await restoreBackup(config, file);
  console.log(`Restored into ${target}.`);
  for (const folder of previous)
    console.log(`  the replaced data was moved to ${folder} (delete it once you are satisfied)`);
  console.log('Start the server: it applies any newer migrations (forward only).');
}

main().catch((err: Error) => {
  console.error(err instanceof ConfigError ? err.message : `Restore failed: ${err.message}`);
  process.exit(1);
});
