import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createCenter } from '../../test/helpers/fixtures';
import { loadConfig } from '../config';
import { knownMigrations } from '../infra/backup/backup';
import { createServer, type Server } from '../server';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.info(
    'concurrent start: skipped; it needs DATABASE_URL (PostgreSQL). PGlite is single-process: a second ' +
      'server on the same data folder is refused by the folder lock (db/data-dir-lock.test.ts).',
  );
}

describe.skipIf(!adminUrl)('several instances starting at once on one empty PostgreSQL database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-concurrent-'));
  const name = `portal_concurrent_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both come up, the migrations ran exactly once, and both serve the same users and keys', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3999',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
    });

    // Each opens its own pool and migrates: the advisory lock lets one migrate, the other waits.
    const started = await Promise.allSettled([createServer(config), createServer(config)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);
    const [a, b] = servers as [Server, Server];

    for (const server of [a, b]) {
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'postgres' });
    }

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const { rows } = await check.query<{ hash: string; n: number }>(
        'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      expect(rows).toHaveLength(knownMigrations());
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      // Generated secrets (signing keys…) were created once as well, so tokens work on either instance.
      const secrets = await check.query<{ name: string; n: number }>(
        'SELECT name, count(*)::int AS n FROM server_secrets GROUP BY name',
      );
      expect(secrets.rows.length).toBeGreaterThan(0);
      expect(secrets.rows.filter((row) => row.n !== 1)).toEqual([]);
    } finally {
      await check.end();
    }

    const center = await createCenter({ ...a, config });
    for (const server of [a, b]) {
      const me = await server.app.inject({ method: 'GET', url: '/v3/me', headers: center.owner.auth });
      expect(me.statusCode).toBe(200);
    }
  }, 120_000);
});
