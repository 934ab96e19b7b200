import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers/database';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw';
import { type Actor, audit } from './audit';
import { realignAuditClock, sealPending, straysBehindSeal, verifyChain } from './chain';

const actor: Actor = {
  subject: 'auth0|staff-1',
  role: 'staff',
  centerId: '6c1b1f7e-3f7a-4a53-9d1e-0f4a1c2b3d4e',
  ip: '203.0.113.9',
  requestId: 'req-1',
};

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

async function trailOf(rows: number) {
  database = await createTestDatabase();
  const { db } = database;
  for (let i = 0; i < rows; i++) {
    await db.transaction((tx) =>
      audit(tx, actor, {
        action: 'membership.read',
        resourceType: 'membership',
        resourceId: `m-${i}`,
        outcome: 'success',
        detail: { page: i, nested: { b: 1, a: [i] } },
      }),
    );
  }
  return db;
}

/** What an attacker with the table owner's rights can do: switch the guard off and write. */
async function asOwner(db: Database['db'], statement: ReturnType<typeof sql>) {
  await db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
  await db.execute(statement);
  await db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
}

const linkCount = async (db: Database['db']) =>
  (await rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_chain`))[0]?.n;

/**
 * Seals until `n` links exist. On PostgreSQL the horizon is cluster-wide: a write transaction of
 * another test file, in another database, holds sealing back until it ends.
 */
const sealedTo = (db: Database['db'], n: number) =>
  expect
    .poll(
      async () => {
        await sealPending(db);
        return linkCount(db);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(n);

const nthId = async (db: Database['db'], n: number) => {
  const [row] = await rawRows<{ event_id: string }>(
    db,
    sql`SELECT event_id::text FROM audit_chain WHERE seq = ${n}`,
  );
  return row?.event_id as string;
};

describe('audit hash chain', () => {
  it('seals every row once, in order, and verifies', async () => {
    const db = await trailOf(7);
    await sealedTo(db, 7);
    expect(await sealPending(db)).toBe(0);
    const report = await verifyChain(db);
    expect(report).toMatchObject({ ok: true, links: 7, problem: null });
    expect(report.headHash).toMatch(/^[0-9a-f]{64}$/);

    // New rows extend the same chain; the head moves on.
    await db.transaction((tx) => audit(tx, actor, { action: 'note.list', outcome: 'success' }));
    await sealedTo(db, 8);
    const next = await verifyChain(db);
    expect(next).toMatchObject({ ok: true, links: 8 });
    expect(next.headHash).not.toBe(report.headHash);
  });

  it('keeps chaining past 100 links and across batches (the head is the highest link, not the last text)', async () => {
    const db = await trailOf(1);
    await db.execute(
      sql`INSERT INTO audit_events (action, outcome, resource_id)
          SELECT 'membership.read', 'success', 'bulk-' || n FROM generate_series(1, 1200) AS n`,
    );
    await sealedTo(db, 1201);
    await db.execute(
      sql`INSERT INTO audit_events (action, outcome) SELECT 'note.list', 'success' FROM generate_series(1, 30)`,
    );
    await sealedTo(db, 1231);
    expect(await verifyChain(db)).toMatchObject({ ok: true, links: 1231 });
  });

  it('refuses every UPDATE, DELETE and TRUNCATE of the trail and of the chain', async () => {
    const db = await trailOf(2);
    await sealedTo(db, 2);
    for (const statement of [
      sql`UPDATE audit_events SET outcome = 'failure'`,
      sql`DELETE FROM audit_events`,
      sql`TRUNCATE audit_events CASCADE`,
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
    expect(await linkCount(db)).toBe(2);
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it('names the link whose row was changed', async () => {
    const db = await trailOf(5);
    await sealedTo(db, 5);
    const third = await nthId(db, 3);
    await asOwner(db, sql`UPDATE audit_events SET actor_subject = 'someone-else' WHERE id = ${third}::uuid`);
    const report = await verifyChain(db);
    expect(report.ok).toBe(false);
    expect(report.links).toBe(2);
    expect(report.problem).toBe(`link 3 (audit row ${third}): its audit row was changed`);
  });

  it('sees a change of a single microsecond or of one key inside the detail', async () => {
    const db = await trailOf(3);
    await sealedTo(db, 3);
    const first = await nthId(db, 1);
    await asOwner(
      db,
      sql`UPDATE audit_events SET at = at + interval '1 microsecond' WHERE id = ${first}::uuid`,
    );
    expect((await verifyChain(db)).problem).toMatch(/^link 1 .*changed$/);

    const second = await trailOf(3);
    await sealedTo(second, 3);
    const id = await nthId(second, 2);
    await asOwner(
      second,
      sql`UPDATE audit_events SET detail = jsonb_set(detail, '{nested,b}', '2') WHERE id = ${id}::uuid`,
    );
    expect((await verifyChain(second)).problem).toMatch(/^link 2 .*changed$/);
  });

  it('names a removed row, and a row slipped in behind the seal', async () => {
    const db = await trailOf(4);
    await sealedTo(db, 4);
    const second = await nthId(db, 2);
    await db.execute(sql`ALTER TABLE audit_chain DROP CONSTRAINT audit_chain_event_id_audit_events_id_fk`);
    await asOwner(db, sql`DELETE FROM audit_events WHERE id = ${second}::uuid`);
    expect((await verifyChain(db)).problem).toBe(`link 2 (audit row ${second}): its audit row was removed`);

    const other = await trailOf(2);
    await sealedTo(other, 2);
    await other.execute(
      sql`INSERT INTO audit_events (action, outcome, txid) VALUES ('membership.read', 'success', 3)`,
    );
    expect(await verifyChain(other)).toMatchObject({
      ok: false,
      links: 2,
      problem: '1 audit row(s) outside the chain',
    });
  });

  // The horizon is the cluster's oldest running transaction: it moves when a transaction ends in
  // any database, also between the seal and the count of strays (a CI failure on PostgreSQL).
  it.skipIf(testDriver !== 'postgres')(
    'counts rows the horizon passed after the seal looked as pending, not as outside the chain',
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
      release();
      await open;
      // Now below the horizon, not yet sealed: pending, which the next seal links in.
      expect(await straysBehindSeal(db)).toBe(0);
      await sealedTo(db, 5);
      expect((await verifyChain(db)).problem).toBeNull();
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
    expect(await verifyChain(db)).toMatchObject({ ok: true, links: 4 });
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
        sql`SELECT e.action FROM audit_chain c JOIN audit_events e ON e.id = c.event_id ORDER BY c.seq`,
      );
      expect(rows.map((r) => r.action)).toEqual(['membership.read', 'slow.read', 'fast.read']);
      expect(await verifyChain(db)).toMatchObject({ ok: true, links: 3 });
    },
  );
});
