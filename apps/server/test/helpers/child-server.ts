import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { createTestServer, type TestServer } from './server';

/**
 * The real server as a child process on a database this process can open too: for tests that
 * kill it (SIGKILL, no shutdown hook runs) and look at what was stored, or start it again.
 */

const serverRoot = path.resolve(import.meta.dirname, '../..');
/** The issuer URL the child and the seeding test server share, so seeded tokens verify in the child. */
export const PUBLIC_URL = 'http://localhost:3999';

export interface Target {
  /** The child server's database settings. */
  env: Record<string, string>;
  /** Opens the database from this process (before the server, and again after the kill). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/** A fresh PGlite data folder. */
export function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'pglite')),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of `url`, dropped by cleanup(). */
export async function postgresTarget(url: string): Promise<Target> {
  const name = `portal_kill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'));
  return {
    env: { DATABASE_URL: target.toString(), DATA_DIR: dataDir },
    open: async () => openPostgres(target.toString(), 2),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Starts `src/main.ts` on the target's database; resolves with its URL once it listens. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      PUBLIC_DIR: env.DATA_DIR ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/listening on (http:\/\/[\d.:]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

/** SIGKILL, resolved once the process is gone; nothing if it already is. */
export async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** Writes rows with a test server on the target's database, migrated, before the child starts. */
export async function seedBefore<T>(target: Target, write: (server: TestServer) => Promise<T>): Promise<T> {
  const database = await target.open();
  await database.migrate();
  const server = await createTestServer({ PUBLIC_URL }, { database });
  try {
    return await write(server);
  } finally {
    await server.close();
  }
}

/**
 * Runs `check` on a fresh PGlite folder and, when DATABASE_URL is set, on a fresh PostgreSQL
 * database; call inside a describe. Targets are removed after all.
 */
export function onEveryTarget(check: (target: Target) => Promise<void>, timeout = 120_000) {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it(
    'on PGlite (a data folder)',
    async () => {
      const target = pgliteTarget();
      cleanups.push(target.cleanup);
      await check(target);
    },
    timeout,
  );

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL (DATABASE_URL)',
    async () => {
      const target = await postgresTarget(process.env.DATABASE_URL as string);
      cleanups.push(target.cleanup);
      await check(target);
    },
    timeout,
  );
}
