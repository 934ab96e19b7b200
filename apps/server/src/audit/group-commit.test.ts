import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createPatient } from '../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw';
import type { Actor } from './audit';
import { auditParams, insertAuditRows } from './audit-insert';
import { verifyChain } from './chain';
import { createAuditGroupCommit } from './group-commit';

const actor = (requestId: string): Actor => ({
  subject: 'portal|staff-1',
  role: 'staff',
  centerId: '6c1b1f7e-3f7a-4a53-9d1e-0f4a1c2b3d4e',
  ip: '203.0.113.9',
  requestId,
});
const read = (id: string) => ({
  action: 'membership.read',
  resourceType: 'membership',
  resourceId: id,
  outcome: 'success' as const,
});

/** A write the test releases by hand, so it sees what waits while a batch is in flight. */
function heldWrites() {
  const batches: { rows: unknown[]; release: (err?: unknown) => void; done: boolean }[] = [];
  const write = (rows: unknown[]) =>
    new Promise<void>((resolve, reject) => {
      const batch = {
        rows,
        done: false,
        release: (err?: unknown) => {
          batch.done = true;
          if (err) reject(err);
          else resolve();
        },
      };
      batches.push(batch);
    });
  return { batches, write };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('audit group commit (unit)', () => {
  it('writes the first row at once, and every row queued meanwhile in the next single write', async () => {
    const { batches, write } = heldWrites();
    const gc = createAuditGroupCommit({} as never, { write });
    const resolved: string[] = [];
    const first = gc.record(actor('r0'), read('m0')).then(() => resolved.push('r0'));
    await settle();
    expect(batches).toHaveLength(1);
    const rest = Array.from({ length: 50 }, (_, i) =>
      gc.record(actor(`r${i + 1}`), read(`m${i + 1}`)).then(() => resolved.push(`r${i + 1}`)),
    );
    await settle();
    // Nothing resolves before its own write committed.
    expect(batches).toHaveLength(1);
    expect(resolved).toEqual([]);
    batches[0]?.release();
    await first;
    expect(resolved).toEqual(['r0']);
    await settle();
    expect(batches).toHaveLength(2);
    expect(batches[1]?.rows).toHaveLength(50);
    expect(resolved).toEqual(['r0']);
    batches[1]?.release();
    await Promise.all(rest);
    // In the order they were queued, within and across batches.
    expect(resolved).toEqual(Array.from({ length: 51 }, (_, i) => `r${i}`));
    expect(batches[1]?.rows.map((r) => (r as { requestId: string }).requestId)).toEqual(
      Array.from({ length: 50 }, (_, i) => `r${i + 1}`),
    );
  });

  it('bounds a batch: a long queue is written in batches of at most maxBatch rows', async () => {
    const sizes: number[] = [];
    const gc = createAuditGroupCommit({} as never, {
      maxBatch: 10,
      write: async (rows) => {
        sizes.push(rows.length);
      },
    });
    await Promise.all(Array.from({ length: 35 }, (_, i) => gc.record(actor(`r${i}`), read('m'))));
    expect(sizes).toEqual([10, 10, 10, 5]);
  });

  it('a failed write rejects every waiter of that batch, and the next batch still goes', async () => {
    const { batches, write } = heldWrites();
    const gc = createAuditGroupCommit({} as never, { write });
    const blocker = gc.record(actor('r0'), read('m0'));
    await settle();
    const doomed = Array.from({ length: 5 }, (_, i) =>
      gc.record(actor(`d${i}`), read('m')).then(
        () => 'resolved',
        (err: Error) => err.message,
      ),
    );
    batches[0]?.release();
    await blocker;
    await settle();
    batches[1]?.release(new Error('disk full'));
    expect(await Promise.all(doomed)).toEqual(Array(5).fill('disk full'));
    const after = gc.record(actor('a'), read('m'));
    await settle();
    batches[2]?.release();
    await expect(after).resolves.toBeUndefined();
  });

  it('with maxInFlight, writes that many batches at once; each row resolves with its own batch', async () => {
    const { batches, write } = heldWrites();
    const gc = createAuditGroupCommit({} as never, { write, maxInFlight: 2 });
    const resolved: string[] = [];
    const track = (id: string) => gc.record(actor(id), read('m')).then(() => resolved.push(id));
    const first = track('a');
    await settle();
    const second = track('b');
    await settle();
    // Two writes in flight, the third row queued behind them.
    expect(batches).toHaveLength(2);
    const third = track('c');
    const fourth = track('d');
    await settle();
    expect(batches).toHaveLength(2);
    // The second batch commits first: only its row is released.
    batches[1]?.release();
    await second;
    expect(resolved).toEqual(['b']);
    await settle();
    // Its place is taken by one batch of every row queued meanwhile.
    expect(batches).toHaveLength(3);
    expect(batches[2]?.rows).toHaveLength(2);
    batches[0]?.release();
    batches[2]?.release();
    await Promise.all([first, third, fourth]);
    expect(resolved.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drain waits for every queued row to be written', async () => {
    const { batches, write } = heldWrites();
    const gc = createAuditGroupCommit({} as never, { write });
    void gc.record(actor('r0'), read('m0'));
    await settle();
    void gc.record(actor('r1'), read('m1'));
    let drained = false;
    const draining = gc.drain().then(() => {
      drained = true;
    });
    batches[0]?.release();
    await settle();
    expect(drained).toBe(false);
    batches[1]?.release();
    await draining;
    expect(batches.every((b) => b.done)).toBe(true);
  });
});

describe('audit group commit (database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes concurrent reads in far fewer transactions, each row durable, the chain intact', async () => {
    const gc = createAuditGroupCommit(database.db);
    const n = 60;
    await Promise.all(Array.from({ length: n }, (_, i) => gc.record(actor(`db-${i}`), read(`m${i}`))));
    const [stats] = await rawRows<{ rows: number; txs: number }>(
      database.db,
      sql`SELECT count(*)::int AS rows, count(DISTINCT txid)::int AS txs
          FROM audit_events WHERE request_id LIKE 'db-%'`,
    );
    expect(stats?.rows).toBe(n);
    expect(stats?.txs).toBeLessThanOrEqual(2);
    const report = await verifyChain(database.db);
    expect(report.problem).toBeNull();
    expect(report.ok).toBe(true);
  });

  it('stores every column of a batch as given: nulls, quotes, braces, commas, backslashes, JSON', async () => {
    // The batch goes as one text array per column (group-commit.ts insertRows): what an array
    // literal must escape is exactly what a detail or an id may hold.
    const gc = createAuditGroupCommit(database.db);
    const awkward = 'a "quoted", {braced} \\ back\\slash NULL ü 🙂';
    const entries = [
      {
        requestId: 'cols-1',
        entry: { ...read(awkward), detail: { words: 2, ids: ['x', 'y'], note: awkward } },
      },
      { requestId: 'cols-2', entry: { action: 'membership.list', outcome: 'failure' as const } },
      { requestId: 'NULL', entry: { ...read('NULL'), detail: { nested: { deep: [1, null, true] } } } },
    ];
    await Promise.all(
      entries.map(({ requestId, entry }) => gc.record({ ...actor(requestId), ip: null }, entry)),
    );
    const rows = await rawRows<Record<string, unknown>>(
      database.db,
      sql`SELECT request_id, actor_subject, actor_role, treatment_center_id::text AS center, ip, action,
                 resource_type, resource_id, outcome, detail
          FROM audit_events WHERE request_id IN ('cols-1', 'cols-2', 'NULL') ORDER BY request_id`,
    );
    expect(rows).toEqual([
      {
        request_id: 'NULL',
        actor_subject: 'portal|staff-1',
        actor_role: 'staff',
        center: actor('').centerId,
        ip: null,
        action: 'membership.read',
        resource_type: 'membership',
        resource_id: 'NULL',
        outcome: 'success',
        detail: { nested: { deep: [1, null, true] } },
      },
      {
        request_id: 'cols-1',
        actor_subject: 'portal|staff-1',
        actor_role: 'staff',
        center: actor('').centerId,
        ip: null,
        action: 'membership.read',
        resource_type: 'membership',
        resource_id: awkward,
        outcome: 'success',
        detail: { words: 2, ids: ['x', 'y'], note: awkward },
      },
      {
        request_id: 'cols-2',
        actor_subject: 'portal|staff-1',
        actor_role: 'staff',
        center: actor('').centerId,
        ip: null,
        action: 'membership.list',
        resource_type: null,
        resource_id: null,
        outcome: 'failure',
        detail: null,
      },
    ]);
  });

  it("stamps a batch's rows with their own transaction's audit txid, as the column's default would", async () => {
    // The seals follow (txid, id) and wait for every transaction below the horizon: a row stamped
    // with another transaction's txid could be sealed out of order or skipped.
    const stamped = await database.db.transaction(async (tx) => {
      await tx.execute(
        insertAuditRows(
          auditParams([
            { requestId: 'txid-1', action: 'membership.read', outcome: 'success' },
            { requestId: 'txid-2', action: 'membership.read', outcome: 'success' },
          ]),
        ),
      );
      const [expected] = await rawRows<{ txid: string }>(tx, sql`SELECT audit_txid()::text AS txid`);
      const rows = await rawRows<{ txid: string }>(
        tx,
        sql`SELECT txid::text FROM audit_events WHERE request_id IN ('txid-1', 'txid-2')`,
      );
      return { expected: expected?.txid, rows: rows.map((r) => r.txid) };
    });
    expect(stamped.rows).toEqual([stamped.expected, stamped.expected]);
  });
});

/**
 * Over HTTP, both ways a read's row is written: a search's row group-committed (this file's
 * subject), a profile read's row by the read's own statement (patients/repository.ts
 * findMembershipDetail). Either way reads share commits and no 2xx leaves without its row.
 */
describe.each([
  { read: 'search', action: 'membership.search', url: () => '/v3/memberships?by_name=Pat' },
  { read: 'profile read', action: 'membership.read', url: (id: string) => `/v3/memberships/${id}` },
])('audit rows of concurrent reads over HTTP: $read', ({ read, action, url }) => {
  let server: TestServer;
  let center: SeededCenter;
  let patientId: string;
  beforeAll(async () => {
    server = await createTestServer();
    center = await createCenter(server);
    patientId = (await createPatient(server, center.center.id)).id;
  });
  afterAll(() => server.close());

  const call = (requestId: string) =>
    server.app.inject({
      method: 'GET',
      url: url(patientId),
      headers: { ...center.staff.auth, 'x-request-id': requestId },
    });

  it(`concurrent ${read}s share commits; every 2xx has its row`, async () => {
    const n = 40;
    const ids = Array.from({ length: n }, (_, i) => `group-read-${i}`);
    const answers = await Promise.all(ids.map(call));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
    const rows = await rawRows<{ request_id: string; txid: string }>(
      server.deps.database.db,
      sql`SELECT request_id, txid::text AS txid FROM audit_events
          WHERE action = ${action} AND request_id LIKE 'group-read-%'`,
    );
    expect(rows.map((r) => r.request_id).sort()).toEqual([...ids].sort());
    // One commit per read before group commit: n transactions. Now they share.
    expect(new Set(rows.map((r) => r.txid)).size).toBeLessThanOrEqual(n / 4);
  });

  it(`when the audit write fails, no ${read} answers 2xx`, async () => {
    const db = server.deps.database.db;
    // The database refuses this test's audit rows (a full disk, a lost connection would too).
    await db.execute(sql`
      CREATE FUNCTION refuse_test_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.request_id LIKE 'refused-%' THEN RAISE EXCEPTION 'audit write refused'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`
      CREATE TRIGGER refuse_test_audit BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION refuse_test_audit()`);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(`refused-${i}`)));
      for (const a of answers) expect(a.statusCode).toBeGreaterThanOrEqual(500);
      // A read in another batch is not harmed by the failed one.
      expect((await call('after-refusal')).statusCode).toBe(200);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_test_audit ON audit_events`);
      await db.execute(sql`DROP FUNCTION refuse_test_audit()`);
    }
  });

  it('the chain verifies over the shared commits', async () => {
    const report = await verifyChain(server.deps.database.db);
    expect(report.problem).toBeNull();
  });
});
