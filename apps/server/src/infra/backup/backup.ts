import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { BackupError, pgConnection, run, toolMajor } from './tools';

export { BackupError } from './tools';

export const BACKUP_FORMAT = 'recovery-portal-backup';

/** What a backup holds, written as manifest.json inside the archive. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Migrations applied to the database when it was backed up (drizzle.__drizzle_migrations rows). */
  migrations: number;
  /** The local uploads folder, or why it is not in the archive. */
  uploads: 'included' | 'empty' | 'in-object-storage';
}

type BackupConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'S3_BUCKET'>;

const DUMP_FILE = { postgres: 'database.pgdump', pglite: 'pglite.tar.gz' } as const;

export const pgliteDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'pglite');
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');

/** How many migrations this code knows (the drizzle journal). */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Rows of drizzle's migration table: 0 on an empty database. */
export async function appliedMigrations(database: Database): Promise<number> {
  const [exists] = await rowsOf<{ ok: boolean }>(
    database,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`,
  );
  if (!exists?.ok) return 0;
  const [count] = await rowsOf<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(count?.n ?? 0);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const defaultBackupName = (now = new Date()) =>
  `portal-backup-${now
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}.tar`;

/**
 * Writes one archive (tar, mode 0600) with the database and the local uploads:
 * PostgreSQL through `pg_dump -Fc` (online, consistent), PGlite through its own dump of the data
 * folder (the server must be stopped: PGlite is single-process, and the folder lock refuses).
 */
export async function createBackup(
  config: BackupConfig,
  out: string,
): Promise<{ file: string; manifest: Manifest }> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = path.resolve(out);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`);
  const staging = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  const partial = `${file}.partial`;
  try {
    let migrations: number;
    let finish: () => Promise<void> = async () => {};
    if (config.DATABASE_URL) {
      migrations = await dumpPostgres(config.DATABASE_URL, path.join(staging, DUMP_FILE.postgres));
    } else {
      const dir = pgliteDir(config);
      if (!existsSync(path.join(dir, 'PG_VERSION')))
        throw new BackupError(`There is no PGlite database in ${dir}.`);
      // Held (with the folder lock) until the uploads are archived too: nothing changes meanwhile.
      const database = await openPglite(dir);
      finish = () => database.close();
      try {
        migrations = await appliedMigrations(database);
        const dump = await database.dump();
        writeFileSync(path.join(staging, DUMP_FILE.pglite), Buffer.from(await dump.arrayBuffer()), {
          mode: 0o600,
        });
      } catch (err) {
        await finish();
        throw err;
      }
    }
    try {
      const uploads = uploadsDir(config);
      const uploadsState: Manifest['uploads'] = config.S3_BUCKET
        ? 'in-object-storage'
        : existsSync(uploads)
          ? 'included'
          : 'empty';
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        database: kind,
        migrations,
        uploads: uploadsState,
      };
      writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
        mode: 0o600,
      });
      const args = ['-cf', partial, '-C', staging, 'manifest.json', DUMP_FILE[kind]];
      if (uploadsState === 'included') args.push('-C', config.DATA_DIR, 'uploads');
      await run('tar', args);
      chmodSync(partial, 0o600);
      renameSync(partial, file);
      return { file, manifest };
    } finally {
      await finish();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<number> {
  const database = openPostgres(databaseUrl, 1);
  try {
    await requireToolFor(database, 'pg_dump');
    const migrations = await appliedMigrations(database);
    const { dbname, env } = pgConnection(databaseUrl);
    await run('pg_dump', ['--format=custom', '--file', target, '--dbname', dbname], { env });
    return migrations;
  } finally {
    await database.close();
  }
}

/** pg_dump/pg_restore must be at least the server's major version. */
async function requireToolFor(database: Database, tool: 'pg_dump' | 'pg_restore') {
  const [row] = await rowsOf<{ v: number }>(
    database,
    sql`SELECT current_setting('server_version_num')::int AS v`,
  );
  const serverMajor = Math.floor(Number(row?.v) / 10_000);
  const major = await toolMajor(tool);
  if (major < serverMajor) {
    throw new BackupError(
      `${tool} ${major} is older than the PostgreSQL server (${serverMajor}); install ${tool} ${serverMajor} or newer.`,
    );
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced PGlite folder and uploads were moved (kept until you delete them). */
  previous: string[];
}

/** Reads the manifest of an archive without restoring it. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${path.resolve(file)} does not exist.`);
  const text = await run('tar', ['-xOf', path.resolve(file), 'manifest.json']).catch((err: Error) => {
    throw new BackupError(`${file} is not a portal backup: ${err.message}`);
  });
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new BackupError(`${file} is not a portal backup (format ${String(manifest.format)}).`);
  }
  return manifest;
}

/**
 * Replaces the database (and local uploads) with the archive's. PostgreSQL: in one transaction,
 * the portal's schemas are dropped and the dump restored, so a failure leaves the database as it
 * was. PGlite: the server must be stopped; the current folder is moved aside, not deleted.
 */
export async function restoreBackup(config: BackupConfig, archive: string): Promise<RestoreResult> {
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const manifest = await readManifest(file);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `This backup is of a ${manifest.database} database; this server is configured for ${kind}${
        kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'
      }.`,
    );
  }
  if (manifest.migrations > knownMigrations()) {
    throw new BackupError(
      `This backup comes from a newer version (${manifest.migrations} migrations; this code knows ${knownMigrations()}). Upgrade the code first.`,
    );
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Refused while a server (or another backup) holds the PGlite folder.
  const release = kind === 'pglite' ? lockDataDir(pgliteDir(config), 'restore') : () => {};
  // Extracted beside the live folders, so they can be swapped by rename (same file system).
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(config.DATA_DIR, `.restore-${stamp}`);
  const previous: string[] = [];
  try {
    mkdirSync(staging, { mode: 0o700 });
    await run('tar', ['-xf', file, '-C', staging]);
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, path.join(staging, DUMP_FILE.postgres));
    } else {
      const fresh = path.join(staging, 'pglite');
      const tarball = readFileSync(path.join(staging, DUMP_FILE.pglite));
      const database = await openPglite(fresh, new File([tarball], DUMP_FILE.pglite));
      try {
        await database.ping();
      } finally {
        await database.close();
      }
      previous.push(...swapIn(fresh, pgliteDir(config), stamp));
    }
    if (manifest.uploads === 'included') {
      previous.push(...swapIn(path.join(staging, 'uploads'), uploadsDir(config), stamp));
    }
    return { manifest, previous };
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Moves `live` aside (when it exists) and `fresh` into its place; returns where `live` went. */
function swapIn(fresh: string, live: string, stamp: string): string[] {
  const moved: string[] = [];
  if (existsSync(live)) {
    const aside = `${live}.before-restore-${stamp}`;
    renameSync(live, aside);
    moved.push(aside);
  }
  renameSync(fresh, live);
  return moved;
}

/**
 * pg_restore writes the dump as SQL, and psql runs it in ONE transaction after dropping the
 * portal's schemas: objects a newer migration added (absent from an older dump) go too, so the
 * next start applies the forward migrations cleanly. `pg_restore --clean` alone would keep them.
 */
async function restorePostgres(databaseUrl: string, dumpFile: string) {
  const database = openPostgres(databaseUrl, 1);
  try {
    await requireToolFor(database, 'pg_restore');
  } finally {
    await database.close();
  }
  const { dbname, env } = pgConnection(databaseUrl);
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file', '-', dumpFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let scriptErrors = '';
  script.stderr.on('data', (chunk) => {
    scriptErrors += chunk;
  });
  const scriptDone = new Promise<void>((resolve, reject) => {
    script.on('error', (err) => reject(new BackupError(`pg_restore: ${err.message}`)));
    script.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`pg_restore failed (exit ${code}): ${scriptErrors.trim()}`)),
    );
  });
  const prelude = [
    'SET client_min_messages = warning;',
    'DROP SCHEMA IF EXISTS drizzle CASCADE;',
    'DROP SCHEMA IF EXISTS public CASCADE;',
    'CREATE SCHEMA public;',
    '',
  ].join('\n');
  await Promise.all([
    run(
      'psql',
      ['-X', '-q', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', dbname, '--file', '-'],
      {
        env,
        input: prelude,
        pipeFrom: script.stdout,
      },
    ),
    scriptDone,
  ]);
}
