import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPglite } from './client';
import { startPgliteMaintenance } from './pglite-maintenance';
import { rawRows } from './raw';

/** What the log received: the maintenance logs each pass. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) =>
    lines.push({ level, obj, msg });
  return { lines, log: { info: at('info'), error: at('error') } as unknown as FastifyBaseLogger };
}

const tableState = (database: Database) =>
  rawRows<{ tuples: number; visible: number; analysed: boolean }>(
    database.db,
    sql`SELECT reltuples::int AS tuples, relallvisible::int AS visible,
      EXISTS (SELECT 1 FROM pg_stats WHERE tablename = 'kept') AS analysed
    FROM pg_class WHERE relname = 'kept'`,
  );

describe('PGlite maintenance (no autovacuum there)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await database.db.execute(sql`CREATE TABLE kept (id int PRIMARY KEY, note text)`);
    await database.db.execute(sql`INSERT INTO kept SELECT g, 'note ' || g FROM generate_series(1, 2000) g`);
    await database.db.execute(sql`DELETE FROM kept WHERE id % 2 = 0`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('vacuums and analyses the embedded database on its schedule, and logs each pass', async () => {
    // Never vacuumed nor analysed: no row count, no visible pages, no statistics.
    expect(await tableState(database)).toEqual([{ tuples: -1, visible: 0, analysed: false }]);
    const { lines, log } = recordingLog();
    const stop = startPgliteMaintenance(database, log, { firstAfterMs: 10, everyMs: 50 });
    await vi.waitFor(
      () => expect(lines.filter((l) => l.msg === 'embedded database vacuumed').length).toBeGreaterThan(1),
      {
        timeout: 5000,
      },
    );
    await stop();
    const [state] = await tableState(database);
    expect(state).toMatchObject({ tuples: 1000, analysed: true });
    expect(state?.visible).toBeGreaterThan(0);
    expect(lines[0]?.obj.ms).toEqual(expect.any(Number));
    // Stopped: no pass after it.
    const passes = lines.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(lines).toHaveLength(passes);
  });

  it('logs a failed pass and tries again at the next one', async () => {
    const vacuum = vi.fn().mockRejectedValueOnce(new Error('worker restarting')).mockResolvedValue(undefined);
    const failing: Database = { ...database, vacuum };
    const { lines, log } = recordingLog();
    const stop = startPgliteMaintenance(failing, log, { firstAfterMs: 5, everyMs: 20 });
    await vi.waitFor(() => expect(lines.map((l) => l.msg)).toContain('embedded database vacuumed'), {
      timeout: 2000,
    });
    await stop();
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'embedded database vacuum failed' });
  });

  it('does nothing on PostgreSQL, whose autovacuum does this', async () => {
    const { lines, log } = recordingLog();
    const postgresLike = { ...database, kind: 'postgres', vacuum: undefined } as unknown as Database;
    const stop = startPgliteMaintenance(postgresLike, log, { firstAfterMs: 1, everyMs: 1 });
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(lines).toEqual([]);
  });
});
