import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_LIMIT } from './pglite-statements.mjs';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

/** The thread's prepared statements whose text is `sql`, with their plan counts. */
async function prepared(thread: PgliteThread, sql: string) {
  const { rows } = await thread.query<{ generic_plans: number; custom_plans: number }>(
    'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
    [sql],
  );
  return rows;
}

describe('PGlite statements, parsed once per SQL text', () => {
  let thread: PgliteThread;
  let local: PGlite;

  beforeAll(async () => {
    thread = await startPgliteThread();
    local = await PGlite.create();
    for (const pg of [thread, local])
      await pg.exec('CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE, tags text[], doc jsonb)');
  });
  afterAll(async () => {
    await thread?.close();
    await local?.close();
  });

  it('parses a statement once and still plans every run with its own values', async () => {
    const sql = 'SELECT $1::int * 2 AS twice';
    for (let n = 1; n <= 8; n++) expect((await thread.query(sql, [n])).rows).toEqual([{ twice: 2 * n }]);
    // One statement for eight runs; each run a plan of its own (after five, PostgreSQL would
    // otherwise try one generic plan for every value).
    expect(await prepared(thread, sql)).toEqual([{ generic_plans: 0, custom_plans: 8 }]);
  });

  it('serialises values and parses rows exactly as PGlite does, on the first run and the later ones', async () => {
    const insert = 'INSERT INTO items (name, tags, doc) VALUES ($1, $2, $3) RETURNING *';
    const select = `SELECT *, $1::timestamptz AS at, $2::bytea AS bytes, $3::bool AS yes, $4::int8 AS big
      FROM items WHERE name = ANY($5::text[]) ORDER BY id`;
    const rows = [
      ['Ann', ['a', 'b c', null], { a: [1, 'x', null], b: { c: true } }],
      ['Bo', [], null],
    ];
    for (const row of rows) expect(await thread.query(insert, row)).toEqual(await local.query(insert, row));
    const params = [
      new Date('2026-03-04T05:06:07.891Z'),
      new Uint8Array([0, 255, 16]),
      true,
      9007199254740993n,
    ];
    for (let run = 0; run < 3; run++)
      expect(await thread.query(select, [...params, ['Ann', 'Bo']])).toEqual(
        await local.query(select, [...params, ['Ann', 'Bo']]),
      );
  });

  it('keeps PostgreSQL errors and their fields when a prepared statement fails', async () => {
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    await thread.query(insert, ['Cy']);
    const err = await thread.query(insert, ['Cy']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items', query: insert });
    // The statement stays usable after the failure.
    await thread.query(insert, ['Di']);
  });

  it('parses again when the table changed under a statement, or the statements were deallocated', async () => {
    const sql = 'SELECT * FROM items WHERE id = $1';
    const before = (await thread.query<Record<string, unknown>>(sql, [1])).rows[0];
    expect(Object.keys(before ?? {})).not.toContain('note');
    await thread.exec("ALTER TABLE items ADD COLUMN note text DEFAULT 'n'");
    expect((await thread.query(sql, [1])).rows[0]).toMatchObject({ id: 1, note: 'n' });
    await thread.exec('DEALLOCATE ALL');
    expect((await thread.query(sql, [1])).rows[0]).toMatchObject({ id: 1, note: 'n' });
  });

  it('keeps a statement first parsed in a transaction that rolled back', async () => {
    const sql = 'SELECT name FROM items WHERE id = $1';
    await expect(
      thread.transaction(async (tx) => {
        expect((await tx.query(sql, [1])).rows).toEqual([{ name: 'Ann' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Used inside the next transaction, where a missing statement could not be parsed again.
    await thread.transaction(async (tx) => {
      expect((await tx.query(sql, [2])).rows).toEqual([{ name: 'Bo' }]);
    });
    expect(await prepared(thread, sql)).toHaveLength(1);
  });

  it(`closes the least recently used statement beyond ${STATEMENT_LIMIT}`, async () => {
    const kept = 'SELECT $1::int + 0 AS kept';
    await thread.query(kept, [1]);
    for (let i = 0; i < STATEMENT_LIMIT + 20; i++) {
      await thread.query(`SELECT $1::int + ${i} AS n`, [1]);
      if (i % 50 === 0) await thread.query(kept, [1]);
    }
    const { rows } = await thread.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements',
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(STATEMENT_LIMIT);
    // Used recently enough to stay; the first of the loop's statements is gone.
    expect(await prepared(thread, kept)).toHaveLength(1);
    expect(await prepared(thread, 'SELECT $1::int + 0 AS n')).toHaveLength(0);
  });
});
