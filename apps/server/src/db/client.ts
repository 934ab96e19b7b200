import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { type RestartingPgliteThread, restartingPgliteThread } from './pglite-restart';
import { type PgliteThread, startPgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repositories accept either (the caller passes it in). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: a tarball of the data folder (backups, test templates). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool right now (for /metrics). */
  poolStats?(): PoolStats;
  /** PGlite only: called when its worker thread stops unexpectedly (every query then fails, 503). */
  onStopped?(listener: (err: Error) => void): void;
  /** PGlite on a data folder only: called when a stopped worker runs again (pglite-restart.ts). */
  onRestarted?(listener: () => void): void;
  /** PGlite only (it has no autovacuum): VACUUM (ANALYZE) of the whole database (pglite-maintenance.ts). */
  vacuum?(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, requests queued for one, and the pool's limit. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A lock number only our migrations take, so several instances starting at once migrate once. */
const MIGRATION_LOCK = 727_274_001;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // How operators find the server's backends in pg_stat_activity.
    application_name: 'recovery-portal',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Readiness reports real outages.
  });
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle. A client in use whose connection
    // ends (pg_terminate_backend, a failover, an idle-in-transaction timeout, a pooler) emits
    // 'error' with nobody listening, and Node exits the process. This listener keeps the process
    // up: the query in flight fails (the API answers 503), and the pool discards the client when
    // it comes back, since it is no longer queryable.
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    async dump() {
      throw new Error('dump() is for PGlite; use pg_dump for PostgreSQL');
    },
    async close() {
      await pool.end();
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize };
    },
  };
}

/**
 * PGlite in a data folder, or in memory when dataDir is omitted (tests), running in a worker
 * thread (pglite-thread.ts): the HTTP thread never waits on WebAssembly. Drizzle's own PGlite
 * session runs here on the main thread over the worker's client, so rows map exactly as before.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per folder: a second server, or a backup while the server runs, is refused.
  const unlock = dataDir ? lockDataDir(dataDir, path.basename(process.argv[1] ?? 'node')) : () => {};
  let client: PgliteThread;
  let restarting: RestartingPgliteThread | undefined;
  try {
    // A folder's worker starts again after a crash (pglite-restart.ts); an in-memory one would come
    // back empty, so it stays stopped (503).
    if (dataDir) {
      // A tarball (a restore) is loaded into the folder by the first start only.
      let load = loadDataDir;
      client = restarting = await restartingPgliteThread(() => {
        const first = load;
        load = undefined;
        return startPgliteThread({ dataDir, ...(first ? { loadDataDir: first } : {}) });
      });
    } else client = await startPgliteThread(loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    unlock();
    throw err;
  }
  // Drizzle calls query(sql, params, options) and transaction(callback): what the thread answers.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(asPglite, { schema }), { migrationsFolder });
    },
    async ping() {
      if (client.closed) throw new Error('database closed');
      await client.query('SELECT 1');
    },
    async dump() {
      return client.dumpDataDir();
    },
    async vacuum() {
      // A simple-protocol exec: VACUUM runs outside any transaction block, never as a prepared statement.
      await client.exec('VACUUM (ANALYZE)');
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    onStopped(listener) {
      client.onStopped(listener);
    },
    onRestarted(listener) {
      restarting?.onRestarted(listener);
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
