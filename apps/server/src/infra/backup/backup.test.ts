import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { PNG } from '../../../test/helpers/uploads';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { newKey } from '../storage/keys';
import { BackupError, createBackup, knownMigrations, readManifest, restoreBackup, rowsOf } from './backup';

const adminUrl = process.env.DATABASE_URL;
const driver = adminUrl ? 'postgres' : 'pglite';
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** An empty PostgreSQL database of its own, dropped after the file. */
async function freshPostgres(): Promise<string> {
  const name = `portal_backup_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every row of every table (public and drizzle schemas), as a count and a digest per table. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ s: string; t: string }>(
    database,
    sql`
    SELECT table_schema AS s, table_name AS t FROM information_schema.tables
    WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const result: Record<string, string> = {};
  for (const { s, t } of tables) {
    const name = sql.raw(`"${s}"."${t}"`);
    const [row] = await rowsOf<{ n: number; digest: string }>(
      database,
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM ${name} r`,
    );
    result[`${s}.${t}`] = `${row?.n} rows, ${row?.digest}`;
  }
  return result;
}

describe(`backup and restore (${driver})`, () => {
  it('backs up, wipes, restores, and finds every record and upload again', async () => {
    const dataDir = path.join(work, 'data');
    const databaseUrl = adminUrl ? await freshPostgres() : undefined;
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const config = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, S3_BUCKET: undefined };
    const open = () =>
      databaseUrl ? openPostgres(databaseUrl, 2) : openPglite(path.join(dataDir, 'pglite'));

    // A center with its people, patients, mail and an uploaded logo.
    let server: TestServer | undefined = await createTestServer(env, { database: await open() });
    const center = await createCenter(server);
    for (let i = 0; i < 3; i++) await createPatient(server, center.center.id);
    await server.deps.database.db.insert(mailOutbox).values({
      to: 'pat@example.test',
      subject: 'Welcome',
      text: 'Hello',
      kind: 'invitation',
      status: 'failed',
    });
    const key = newKey(center.center.id, 'logo', 'image/png');
    mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', key), PNG);
    const before = await snapshot(server.deps.database);
    expect(before['public.users']).toMatch(/^4 rows/);
    expect(before['public.memberships']).toMatch(/^3 rows/);
    expect(before['drizzle.__drizzle_migrations']).toMatch(new RegExp(`^${knownMigrations()} rows`));

    const archive = path.join(work, 'backups', 'first.tar');
    if (driver === 'pglite') {
      // PGlite is single-process: a backup while the server holds the folder is refused, clearly.
      await expect(createBackup(config, archive)).rejects.toThrow(
        /in use by process \d+.*Stop the server first/,
      );
      expect(existsSync(archive)).toBe(false);
      await server.close();
      server = undefined;
    }
    // PostgreSQL is backed up online, while the server runs.
    const { file, manifest } = await createBackup(config, archive);
    expect(file).toBe(archive);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({ database: driver, migrations: knownMigrations(), uploads: 'included' });
    expect(await readManifest(archive)).toEqual(manifest);
    await expect(createBackup(config, archive)).rejects.toThrow(/already exists/);
    if (server) await server.close();

    // Wipe: the database and the uploads are gone.
    if (databaseUrl) {
      const wiper = new pg.Client({ connectionString: databaseUrl });
      await wiper.connect();
      await wiper.query('DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await wiper.end();
    } else {
      rmSync(path.join(dataDir, 'pglite'), { recursive: true });
    }
    rmSync(path.join(dataDir, 'uploads'), { recursive: true });

    const restored = await restoreBackup(config, archive);
    expect(restored.manifest).toEqual(manifest);

    server = await createTestServer(env, { database: await open() });
    expect(await snapshot(server.deps.database)).toEqual(before);
    expect(readFileSync(path.join(dataDir, 'uploads', key))).toEqual(PNG);
    expect(await server.deps.storage.head(key)).toMatchObject({ size: PNG.length });
    // The restored signing keys still accept the tokens issued before the backup.
    const me = await server.app.inject({ method: 'GET', url: '/v3/me', headers: center.owner.auth });
    expect(me.statusCode).toBe(200);

    if (driver === 'pglite') {
      await expect(restoreBackup(config, archive)).rejects.toThrow(
        /in use by process \d+.*Stop the server first/,
      );
      await server.close();
      // A restore over existing data moves the replaced folders aside instead of deleting them.
      const again = await restoreBackup(config, archive);
      expect(again.previous).toHaveLength(2);
      for (const folder of again.previous) expect(existsSync(folder)).toBe(true);
      // The other driver's backup is refused before anything changes.
      await expect(
        restoreBackup({ ...config, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, archive),
      ).rejects.toThrow(/backup is of a pglite database; this server is configured for postgres/);
    } else {
      // Data changed after the backup, and a table a newer migration would add: the restore
      // returns exactly the backed-up state, in one transaction.
      await server.deps.database.db.execute(sql`DELETE FROM memberships`);
      await server.deps.database.db.execute(sql`CREATE TABLE public.added_later (id int)`);
      await server.close();
      await restoreBackup(config, archive);
      const check = openPostgres(databaseUrl as string, 1);
      expect(await snapshot(check)).toEqual(before);
      await check.close();
    }
  }, 300_000);

  it('refuses what is not a backup', async () => {
    const junk = path.join(work, 'junk.tar');
    writeFileSync(junk, 'not a tar archive');
    const config = { DATA_DIR: path.join(work, 'other'), DATABASE_URL: undefined, S3_BUCKET: undefined };
    await expect(restoreBackup(config, junk)).rejects.toThrow(BackupError);
    await expect(restoreBackup(config, path.join(work, 'missing.tar'))).rejects.toThrow(/does not exist/);
    expect(existsSync(path.join(work, 'other', 'pglite'))).toBe(false);
  });
});
