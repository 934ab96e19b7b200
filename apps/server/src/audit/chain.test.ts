import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/database';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw';
import { type Actor, audit } from './audit';
import { realignAuditClock, sealPending, verifyChain } from './chain';
import { chainHash, eventContent, GENESIS_HASH } from './chain-links';

const actor: Actor = {
  subject: 'auth0|staff-1',
  role: 'staff',
  centerId: '6c1b1f7e-3f7a-4a53-9d1e-0f4a1c2b3d4e',
  ip: '203.0.113.9',
  requestId: 'req-1',
};

let databases: Database[] = [];
afterEach(async () => {
  await Promise.all(databases.map((d) => d.close()));
  databases = [];
});

type Db = Database['db'];

async function trailOf(rows: number) {
  const database = await createTestDatabase();
  databases.push(database);
  const { db } = database;
  for (let i = 0; i < rows; i++) await readBy(db, i);
  return db;
}

const readBy = (db: Db, i: number) =>
  db.transaction((tx) =>
    audit(tx, actor, {
      action: 'membership.read',
      resourceType: 'membership',
      resourceId: `m-${i}`,
      outcome: 'success',
      detail: { page: i, nested: { b: 1, a: [i] } },
    }),
  );

/** What an attacker with the table owner's rights can do: switch the guard off and write. */
async function asOwner(db: Db, statement: ReturnType<typeof sql>, table = 'audit_events') {
  await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  await db.execute(statement);
  await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
}

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(db, query))[0]?.n ?? 0;

const sealedCount = (db: Db) =>
  count(db, sql`SELECT coalesce(sum(cardinality(event_ids)), 0)::int AS n FROM audit_seals`);
const sealCount = (db: Db) => count(db, sql`SELECT count(*)::int AS n FROM audit_seals`);

/**
 * Seals until `n` rows are sealed. On PostgreSQL the horizon is cluster-wide: a write transaction of
 * another test file, in another database, holds sealing back until it ends.
 */
const sealedTo = (db: Db, n: number) =>
  expect
    .poll(
      async () => {
        await sealPending(db);
        return sealedCount(db);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(n);

/** The id of the n-th sealed row (1-based), in sealing order. */
const nthId = async (db: Db, n: number) => {
  const [row] = await rawRows<{ id: string }>(
    db,
    sql`SELECT u.id::text AS id FROM audit_seals s, unnest(s.event_ids) WITH ORDINALITY AS u(id, i)
        ORDER BY s.seq, u.i OFFSET ${n - 1} LIMIT 1`,
  );
  return row?.id as string;
};

/** The chain's first form, as its sealer wrote it: one link per row, hashed here in Node. */
async function linkEveryRow(db: Db) {
  const rows = await rawRows<{ id: string; txid: string; content: string }>(
    db,
    sql`SELECT e.id::text AS id, e.txid::text AS txid, ${eventContent} AS content
        FROM audit_events e ORDER BY e.txid, e.id`,
  );
  let prev = GENESIS_HASH;
  for (const [i, row] of rows.entries()) {
    const hash = chainHash(prev, row.content);
    await db.execute(sql`INSERT INTO audit_chain (seq, event_id, event_txid, prev_hash, hash)
      VALUES (${i + 1}, ${row.id}::uuid, ${row.txid}::bigint, ${prev}, ${hash})`);
    prev = hash;
  }
  return prev;
}

describe('audit seals', () => {
  it('seals every row once, in order, and verifies', async () => {
    const db = await trailOf(7);
    await sealedTo(db, 7);
    expect(await sealPending(db)).toBe(0);
    const report = await verifyChain(db);
    expect(report).toMatchObject({ ok: true, rows: 7, problem: null });
    expect(report.headHash).toMatch(/^[0-9a-f]{64}$/);
    const ids = await rawRows<{ id: string }>(db, sql`SELECT id::text FROM audit_events ORDER BY txid, id`);
    for (const [i, row] of ids.entries()) expect(await nthId(db, i + 1)).toBe(row.id);

    // New rows extend the same chain; the head moves on.
    await db.transaction((tx) => audit(tx, actor, { action: 'note.list', outcome: 'success' }));
    await sealedTo(db, 8);
    const next = await verifyChain(db);
    expect(next).toMatchObject({ ok: true, rows: 8 });
    expect(next.headHash).not.toBe(report.headHash);
  });

  it('seals a large trail in batches of 500, and verifies across more than one page of seals', async () => {
    const db = await trailOf(1);
    await db.execute(
      sql`INSERT INTO audit_events (action, outcome, resource_id)
          SELECT 'membership.read', 'success', 'bulk-' || n FROM generate_series(1, 1200) AS n`,
    );
    await sealedTo(db, 1201);
    // One transaction's 1,200 rows (and the first row, sealed with them or before): whole batches of
    // 500, not a seal per row.
    const sizes = (
      await rawRows<{ n: number }>(db, sql`SELECT cardinality(event_ids) AS n FROM audit_seals ORDER BY seq`)
    ).map((s) => s.n);
    expect(sizes.length).toBeLessThanOrEqual(4);
    expect(Math.max(...sizes)).toBe(500);
    // The verifier reads seals 50 at a time: 55 more make a second page.
    for (let i = 0; i < 55; i++) {
      await readBy(db, i);
      await sealedTo(db, 1202 + i);
    }
    expect(await sealCount(db)).toBeGreaterThan(50);
    expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 1256, problem: null });
  });

  it('refuses every UPDATE, DELETE and TRUNCATE of the trail, its seals and its links', async () => {
    const db = await trailOf(2);
    await linkEveryRow(db); // the links' triggers are per row: they need a row to refuse
    await readBy(db, 2);
    await sealedTo(db, 1);
    for (const statement of [
      sql`UPDATE audit_events SET outcome = 'failure'`,
      sql`DELETE FROM audit_events`,
      sql`TRUNCATE audit_events CASCADE`,
      sql`UPDATE audit_seals SET hash = 'x'`,
      sql`DELETE FROM audit_seals`,
      sql`TRUNCATE audit_seals`,
      sql`UPDATE audit_chain SET hash = 'x'`,
      sql`DELETE FROM audit_chain`,
      sql`TRUNCATE audit_chain`,
    ]) {
      const refusal = await db.execute(statement).then(
        () => null,
        (err: Error) => String(err.cause ?? err),
      );
      expect(refusal).toMatch(/the audit trail is append-only/);
    }
    expect(await sealedCount(db)).toBe(1);
    expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 3 });
  });

  it('names the row that was changed', async () => {
    const db = await trailOf(5);
    await sealedTo(db, 5);
    const third = await nthId(db, 3);
    const [seal] = await rawRows<{ seq: string; i: string }>(
      db,
      sql`SELECT s.seq::text AS seq, u.i::text AS i FROM audit_seals s, unnest(s.event_ids) WITH ORDINALITY AS u(id, i)
          WHERE u.id = ${third}::uuid`,
    );
    await asOwner(db, sql`UPDATE audit_events SET actor_subject = 'someone-else' WHERE id = ${third}::uuid`);
    const report = await verifyChain(db);
    expect(report.ok).toBe(false);
    expect(report.rows).toBe(2);
    expect(report.problem).toBe(
      `seal ${seal?.seq}, row ${seal?.i} (audit row ${third}): its audit row was changed`,
    );
  });

  it('sees a change of a single microsecond or of one key inside the detail', async () => {
    const db = await trailOf(3);
    await sealedTo(db, 3);
    const first = await nthId(db, 1);
    await asOwner(
      db,
      sql`UPDATE audit_events SET at = at + interval '1 microsecond' WHERE id = ${first}::uuid`,
    );
    expect((await verifyChain(db)).problem).toMatch(
      new RegExp(`\\(audit row ${first}\\): its audit row was changed$`),
    );

    const second = await trailOf(3);
    await sealedTo(second, 3);
    const id = await nthId(second, 2);
    await asOwner(
      second,
      sql`UPDATE audit_events SET detail = jsonb_set(detail, '{nested,b}', '2') WHERE id = ${id}::uuid`,
    );
    expect((await verifyChain(second)).problem).toMatch(
      new RegExp(`\\(audit row ${id}\\): its audit row was changed$`),
    );
  });

  it('names a removed row, a row slipped in among sealed ones, and a rewritten seal', async () => {
    const db = await trailOf(4);
    await sealedTo(db, 4);
    const second = await nthId(db, 2);
    await asOwner(db, sql`DELETE FROM audit_events WHERE id = ${second}::uuid`);
    expect((await verifyChain(db)).problem).toMatch(
      new RegExp(`^seal \\d+, row \\d+ \\(audit row ${second}\\): its audit row was removed$`),
    );

    const other = await trailOf(2);
    await sealedTo(other, 2);
    // A forged transaction id puts the row behind the seals, where the sealer never looks again.
    const [slipped] = await rawRows<{ id: string }>(
      other,
      sql`INSERT INTO audit_events (action, outcome, txid) VALUES ('membership.read', 'success', 3)
          RETURNING id::text AS id`,
    );
    // (Seal 1 holds both rows, or only the first when PostgreSQL's horizon came between them.)
    expect(await verifyChain(other)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        new RegExp(`^seal 1: audit row ${slipped?.id} was slipped in among its rows$`),
      ),
    });

    const third = await trailOf(2);
    await sealedTo(third, 2);
    await asOwner(
      third,
      sql`UPDATE audit_seals SET digests = sha256('forged'::bytea) || substring(digests FROM 33) WHERE seq = 1`,
      'audit_seals',
    );
    expect((await verifyChain(third)).problem).toBe('seal 1: the seal was changed');

    // A seal rebuilt with its hashes right but a row listed twice: the trail has fewer rows there.
    const fourth = await trailOf(2);
    await sealedTo(fourth, 2);
    await asOwner(
      fourth,
      sql`UPDATE audit_seals SET event_ids = event_ids || event_ids[1], digests = digests || substring(digests FROM 1 FOR 32),
                                 hash = encode(sha256(convert_to(prev_hash || chr(10), 'UTF8') || digests || substring(digests FROM 1 FOR 32)), 'hex')
          WHERE seq = 1`,
      'audit_seals',
    );
    const [listed] = await rawRows<{ n: number }>(
      fourth,
      sql`SELECT cardinality(event_ids) AS n FROM audit_seals WHERE seq = 1`,
    );
    expect((await verifyChain(fourth)).problem).toBe(
      `seal 1: lists ${listed?.n} rows where the trail has ${(listed?.n ?? 0) - 1}`,
    );
  });

  it('verifies the links of the chain first form, and seals after the last of them', async () => {
    const db = await trailOf(3);
    const lastLink = await linkEveryRow(db);
    await readBy(db, 3);
    await readBy(db, 4);
    await sealedTo(db, 2);
    const [first] = await rawRows<{ prev_hash: string }>(
      db,
      sql`SELECT prev_hash FROM audit_seals WHERE seq = 1`,
    );
    expect(first?.prev_hash).toBe(lastLink);
    expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 5, problem: null });

    const [linked] = await rawRows<{ id: string }>(
      db,
      sql`SELECT event_id::text AS id FROM audit_chain WHERE seq = 2`,
    );
    await asOwner(db, sql`UPDATE audit_events SET outcome = 'failure' WHERE id = ${linked?.id}::uuid`);
    expect(await verifyChain(db)).toMatchObject({
      ok: false,
      rows: 1,
      problem: `link 2 (audit row ${linked?.id}): its audit row was changed`,
    });

    // Behind the last link no seal looks: the links' own check finds a row slipped in there.
    const other = await trailOf(2);
    await linkEveryRow(other);
    await other.execute(
      sql`INSERT INTO audit_events (action, outcome, txid) VALUES ('membership.read', 'success', 3)`,
    );
    expect(await verifyChain(other)).toMatchObject({
      ok: false,
      rows: 2,
      problem: '1 audit row(s) behind the last link are not linked',
    });
  });

  // The horizon is the cluster's oldest running transaction: it moves when a transaction ends in
  // any database, also between a seal and the checks after it (a CI failure on PostgreSQL).
  it.skipIf(testDriver !== 'postgres')(
    'leaves rows of a transaction still running for a later seal, and reports nothing meanwhile',
    async () => {
      const db = await trailOf(2);
      await sealedTo(db, 2);
      let holding!: () => void;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const open = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_current_xact_id()`);
        holding();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      for (let i = 0; i < 3; i++) {
        await db.transaction((tx) =>
          audit(tx, actor, { action: 'membership.read', resourceType: 'membership', outcome: 'success' }),
        );
      }
      expect(await sealPending(db)).toBe(0); // held back by the open transaction
      expect((await verifyChain(db)).problem).toBeNull();
      release();
      await open;
      await sealedTo(db, 5);
      expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 5 });
    },
  );

  it('keeps new rows after restored ones when the transaction ids start lower', async () => {
    const db = await trailOf(3);
    await sealedTo(db, 3);
    // What a restore into a fresh cluster looks like: the stored rows' ids are far ahead.
    await db.execute(sql`UPDATE audit_clock SET shift = shift - 1000000`);
    await realignAuditClock(db);
    await db.transaction((tx) => audit(tx, actor, { action: 'after.restore', outcome: 'success' }));
    await sealedTo(db, 4);
    expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 4 });
    // Realigning again when nothing is behind changes nothing.
    const shift = () => rawRows<{ shift: string }>(db, sql`SELECT shift::text FROM audit_clock`);
    const before = await shift();
    await realignAuditClock(db);
    expect(await shift()).toEqual(before);
  });

  it.runIf(testDriver === 'postgres')(
    'never skips a row whose transaction commits after a later one',
    async () => {
      const db = await trailOf(1);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const slow = db.transaction(async (tx) => {
        await audit(tx, actor, { action: 'slow.read', outcome: 'success' });
        inserted();
        await held;
      });
      await written;
      await db.transaction((tx) => audit(tx, actor, { action: 'fast.read', outcome: 'success' }));
      // The slow transaction is still open: the fast row, written after it, waits for it.
      await sealedTo(db, 1);
      expect(await sealPending(db)).toBe(0);
      release();
      await slow;
      await sealedTo(db, 3);
      const rows = await rawRows<{ action: string }>(
        db,
        sql`SELECT e.action FROM audit_seals s, unnest(s.event_ids) WITH ORDINALITY AS u(id, i)
            JOIN audit_events e ON e.id = u.id ORDER BY s.seq, u.i`,
      );
      expect(rows.map((r) => r.action)).toEqual(['membership.read', 'slow.read', 'fast.read']);
      expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 3 });
    },
  );
});
