import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTemplate } from '../../test/helpers/pglite-template';
import { type Database, type Db, openPglite } from './client';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { startPgliteThread } from './pglite-thread';
import { rawRows } from './raw';
import * as schema from './schema/index';

// The worker of each openPglite(), so a test can stop it as a crash would.
const workers = vi.hoisted(() => [] as { terminate(): Promise<number> }[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      workers.push(this);
    }
  }
  return { ...original, Worker: RecordedWorker };
});

/** The same statements on the worker and on PGlite on this thread (what openPglite ran before). */
const SETUP = `
  CREATE EXTENSION IF NOT EXISTS citext;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE kinds (
    id serial PRIMARY KEY, at timestamptz, day date, plain timestamp, span interval, doc jsonb,
    amount numeric, big int8, bytes bytea, tags text[], days date[], stamps timestamptz[],
    amounts numeric[], email citext UNIQUE
  );
  INSERT INTO kinds (at, day, plain, span, doc, amount, big, bytes, tags, days, stamps, amounts, email)
  VALUES ('2026-03-04 05:06:07.891+02', '2026-03-04', '2026-03-04 05:06:07', '1 day 02:03:04',
    '{"a":[1,"x",null],"b":{"c":true}}', 12345678901234567890.123, 9007199254740993, '\\x00ff10',
    '{a,"b c",NULL}', '{2026-01-01,2026-02-02}', '{"2026-01-01 10:00:00+00"}', '{1.10,2.5}', 'Ann@Example.org'),
    (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
`;

/** A result without the type numbers an extension's types get (they differ between two databases). */
function comparable(result: unknown) {
  const { fields, ...rest } = result as { fields: { name: string; dataTypeID: number }[] };
  return { ...rest, fields: fields.map((f) => (f.dataTypeID >= 16384 ? { name: f.name } : f)) };
}

describe('PGlite in a worker thread', () => {
  let database: Database;
  let db: Db;
  let local: PGlite;

  beforeAll(async () => {
    database = await openPglite(undefined, readTemplate());
    await database.migrate();
    db = database.db;
    local = await PGlite.create({ extensions: { pg_trgm, unaccent, citext } });
    for (const statement of SETUP.split(';\n').filter((s) => s.trim())) {
      await local.exec(statement);
      await db.execute(sql.raw(statement));
    }
  });
  afterAll(async () => {
    await database?.close();
    await local?.close();
  });

  it('answers raw and mapped queries exactly as PGlite on this thread does', async () => {
    const here = drizzle(local);
    const query = sql`SELECT *, at + span AS later, extract(epoch FROM at)::numeric AS epoch,
      unaccent('Élodie') AS plain_name, similarity('smith', 'smyth') AS sim FROM kinds ORDER BY id`;
    expect(comparable(await db.execute(query))).toEqual(comparable(await here.execute(query)));
    const typed = sql<{ doc: unknown }>`SELECT doc, tags FROM kinds`;
    expect(
      await db
        .select({ doc: sql`doc`, day: sql`day`, n: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(sql`kinds`),
    ).toEqual(
      await here
        .select({ doc: sql`doc`, day: sql`day`, n: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(sql`kinds`),
    );
    expect(comparable(await db.execute(typed))).toEqual(comparable(await here.execute(typed)));
  });

  it('maps schema columns, returning and batch inserts through drizzle as before', async () => {
    const centers = schema.treatmentCenters;
    const [center] = await db.insert(centers).values({ name: 'Thread Center' }).returning();
    expect(center?.createdAt).toBeInstanceOf(Date);
    const names = Array.from({ length: 300 }, (_, i) => ({ name: `Center ${i}` }));
    const inserted = await db.insert(centers).values(names).returning({ id: centers.id });
    expect(inserted).toHaveLength(300);
    const found = await db.query.treatmentCenters.findFirst({ where: eq(centers.name, 'Thread Center') });
    expect(found).toEqual(center);
    const [row] = await db.select().from(centers).where(eq(centers.id, center!.id));
    expect(row).toEqual(center);
    const updated = await db
      .update(centers)
      .set({ wizard: false })
      .where(eq(centers.name, 'Center 7'))
      .returning();
    expect(updated).toMatchObject([{ name: 'Center 7', wizard: false }]);
  });

  it('carries PostgreSQL errors across with their code, constraint and detail', async () => {
    const insert = "INSERT INTO kinds (email) VALUES ('ann@example.org')";
    const err = await db.execute(sql.raw(insert)).catch((e: unknown) => e);
    expect(isUniqueViolation(err, 'kinds_email_key')).toBe(true);
    const cause = (err as { cause: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'kinds_email_key',
      table: 'kinds',
      detail: 'Key (email)=(ann@example.org) already exists.',
      message: expect.stringContaining('duplicate key value violates unique constraint'),
    });
    const before = await local.query(insert).catch((e: unknown) => e);
    for (const key of ['code', 'constraint', 'detail', 'severity', 'table', 'schema', 'routine'])
      expect(cause[key]).toEqual((before as Record<string, unknown>)[key]);
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('holds other queries back while a transaction is open, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO kinds (email) VALUES ('held@example.org')`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await vi.waitFor(() => expect(order).toEqual(['inserted']));
    const outside = rawRows(db, sql`SELECT count(*)::int AS n FROM kinds WHERE email = 'held@example.org'`);
    outside.then(() => order.push('outside answered'));
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['inserted']);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['inserted', 'committing', 'outside answered']);
  });

  it('rolls back a failed transaction and a failed savepoint only', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO kinds (email) VALUES ('rolled@example.org')`);
      throw new Error('no');
    });
    await expect(failed).rejects.toThrow('no');
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO kinds (email) VALUES ('outer@example.org')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO kinds (email) VALUES ('inner@example.org')`);
          await inner.execute(sql`INSERT INTO kinds (email) VALUES ('outer@example.org')`);
        })
        .catch(() => undefined);
    });
    const rows = await rawRows(
      db,
      sql`SELECT email FROM kinds WHERE email IN ('rolled@example.org','outer@example.org','inner@example.org')`,
    );
    expect(rows).toEqual([{ email: 'outer@example.org' }]);
  });

  it('keeps this thread free while a long query runs', async () => {
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await db.execute(sql`SELECT count(*) FROM generate_series(1, 2000000) AS g(n) WHERE n % 7 = 3`);
    const took = performance.now() - started;
    // One more tick: a timer the query held up records its wait only when it finally runs.
    await new Promise((r) => setTimeout(r, 20));
    clearInterval(timer);
    // The query takes a while on the worker; the timer never waits for it.
    expect(took).toBeGreaterThan(150);
    expect(longest).toBeLessThan(Math.max(100, took / 3));
  });

  it('parses dates as PGlite does for a query without parsers, as text for the types it asks', async () => {
    const thread = await startPgliteThread();
    try {
      const text = `SELECT '2026-03-04 05:06:07+02'::timestamptz AS at, '2026-03-04'::date AS day,
        '2026-03-04 05:06:07'::timestamp AS plain, '1 day'::interval AS span, 7::int8 AS big`;
      // A raw query and an exec parse with PGlite's own parsers (Date objects).
      expect(await thread.query(text)).toEqual(await local.query(text));
      expect(await thread.exec(text)).toEqual(await local.exec(text));
      // Drizzle's set (text), and another set: each exactly as PGlite on this thread answers it.
      const same = (value: string) => value;
      const drizzleSet = {
        1114: same,
        1184: same,
        1186: same,
        1082: same,
        1231: same,
        1115: same,
        1185: same,
        1187: same,
        1182: same,
      };
      const sets: Record<number, (value: string) => string>[] = [drizzleSet, { 1184: same }, { 20: same }];
      for (const parsers of sets) {
        const options = { rowMode: 'array' as const, parsers };
        expect(await thread.query(text, [], options)).toEqual(await local.query(text, [], options));
      }
    } finally {
      await thread.close();
    }
  });

  it('dumps the data folder as a tarball another database loads', async () => {
    const copy = await openPglite(undefined, await database.dump());
    try {
      const rows = await rawRows(copy.db, sql`SELECT count(*)::int AS n FROM treatment_centers`);
      expect(rows).toEqual([{ n: 301 }]);
    } finally {
      await copy.close();
    }
  });
});

describe('a PGlite worker that stops', () => {
  it('fails queries as the database being unavailable, and closes cleanly', async () => {
    const database = await openPglite(undefined, readTemplate());
    const worker = workers.at(-1)!;
    const stopped: Error[] = [];
    database.onStopped?.((err) => stopped.push(err));
    await database.ping();
    const inFlight = database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
    await worker.terminate();
    const err = await inFlight.catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    const next = await database.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(next)).toBe(true);
    await expect(database.ping()).rejects.toThrow();
    expect(stopped.map((e) => e.message)).toEqual(['PGlite worker stopped (exit code 1)']);
    await database.close();
  });

  it('on a data folder, starts again with what was committed, and 503s only meanwhile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-restart-'));
    const database = await openPglite(dir);
    try {
      const events: string[] = [];
      database.onStopped?.(() => events.push('stopped'));
      database.onRestarted?.(() => events.push('restarted'));
      await database.db.execute(sql`CREATE TABLE kept (n int)`);
      await database.db.execute(sql`INSERT INTO kept VALUES (42)`);
      await workers.at(-1)!.terminate();
      const during = await database.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(during)).toBe(true);
      await vi.waitFor(() => expect(events).toEqual(['stopped', 'restarted']), { timeout: 15_000 });
      await database.ping();
      expect(await rawRows(database.db, sql`SELECT n FROM kept`)).toEqual([{ n: 42 }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a database that cannot open', async () => {
    await expect(openPglite(undefined, new Blob([new Uint8Array([1, 2, 3])]))).rejects.toThrow();
  });
});
