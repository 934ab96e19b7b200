import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rawRows } from '../db/raw';

/**
 * The tamper-evident seal over the audit trail. Requests only append rows (no lock, no wait); a
 * sealer links them in (txid, id) order into `audit_chain`, each link hashing the previous link's
 * hash with the row's exact stored content. Changing, removing or slipping in a sealed row breaks
 * the chain at that link, which `verifyChain` (the `audit:verify` command) reports.
 */

export const GENESIS_HASH = '0'.repeat(64);
/** One sealer at a time, across every instance on the database. */
const SEAL_LOCK = 727_274_002;
const SEAL_BATCH = 500;
const VERIFY_BATCH = 2000;

/** An audit row exactly as stored: every column as PostgreSQL prints it, so nothing is rounded. */
type StoredEvent = {
  id: string;
  txid: string;
  content: string;
};

/** Every column of an audit row, in a fixed order and text form (jsonb prints its keys sorted). */
const eventContent = sql.raw(`json_build_array(
  e.id::text, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), e.actor_subject,
  e.actor_role, e.treatment_center_id::text, e.action, e.resource_type, e.resource_id, e.outcome,
  e.ip, e.request_id, e.detail::text, e.txid::text)::text`);

export function linkHash(prevHash: string, content: string): string {
  return createHash('sha256').update(prevHash).update('\n').update(content).digest('hex');
}

interface Head {
  seq: bigint;
  hash: string;
  txid: string;
  eventId: string;
}

async function chainHead(tx: Tx): Promise<Head | null> {
  const [row] = await rawRows<{ seq: string; hash: string; event_txid: string; event_id: string }>(
    tx,
    // Ordered by the column, not by its text: '99' sorts after '100'.
    sql`SELECT c.seq::text AS seq, c.hash, c.event_txid::text AS event_txid, c.event_id::text AS event_id
        FROM audit_chain c ORDER BY c.seq DESC LIMIT 1`,
  );
  return row ? { seq: BigInt(row.seq), hash: row.hash, txid: row.event_txid, eventId: row.event_id } : null;
}

/**
 * Links every audit row whose transaction has ended before all running ones began (so no row can
 * still appear behind the cursor), in batches. Returns how many rows it sealed.
 */
export async function sealPending(db: Db): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
      const head = await chainHead(tx);
      const [clock] = await rawRows<{ horizon: string }>(tx, sql`SELECT audit_horizon()::text AS horizon`);
      const horizon = clock?.horizon ?? '0';
      const after = head ? sql`AND (e.txid, e.id) > (${head.txid}::bigint, ${head.eventId}::uuid)` : sql``;
      const rows = await rawRows<StoredEvent>(
        tx,
        sql`
        SELECT e.id::text AS id, e.txid::text AS txid, ${eventContent} AS content
        FROM audit_events e
        WHERE e.txid < ${horizon}::bigint ${after}
        ORDER BY e.txid, e.id
        LIMIT ${SEAL_BATCH}`,
      );
      if (rows.length === 0) return 0;
      let seq = head?.seq ?? 0n;
      let prev = head?.hash ?? GENESIS_HASH;
      const links = {
        seq: [] as string[],
        id: [] as string[],
        txid: [] as string[],
        prev: [] as string[],
        hash: [] as string[],
      };
      for (const row of rows) {
        seq += 1n;
        const hash = linkHash(prev, row.content);
        links.seq.push(seq.toString());
        links.id.push(row.id);
        links.txid.push(row.txid);
        links.prev.push(prev);
        links.hash.push(hash);
        prev = hash;
      }
      // One text array per column (sql.param: one parameter each), not a VALUES list drizzle builds
      // row by row: the same statement for 1 or 500 links (docs/performance.md, "Detail read").
      await tx.execute(sql`
        INSERT INTO audit_chain (seq, event_id, event_txid, prev_hash, hash)
        SELECT seq::bigint, id::uuid, txid::bigint, prev, hash
        FROM unnest(${sql.param(links.seq)}::text[], ${sql.param(links.id)}::text[],
                    ${sql.param(links.txid)}::text[], ${sql.param(links.prev)}::text[],
                    ${sql.param(links.hash)}::text[]) AS l(seq, id, txid, prev, hash)`);
      return rows.length;
    });
    sealed += count;
    if (count < SEAL_BATCH) return sealed;
  }
}

/**
 * After a restore into another PostgreSQL cluster, transaction ids start lower than the restored
 * rows' ones: shift the audit clock so new rows still come after them. Run at start, before any
 * request writes a row.
 */
export async function realignAuditClock(db: Db): Promise<void> {
  await db.execute(sql`SELECT realign_audit_clock()`);
}

export interface ChainReport {
  ok: boolean;
  /** Links checked, and the last link's hash: keep it somewhere else to detect a rewritten chain. */
  links: number;
  headHash: string;
  /** The first link that does not hold, or rows that should be sealed and are not. */
  problem: string | null;
}

/** Seals what is pending, then re-computes every link from the rows as they are stored now. */
export async function verifyChain(db: Db): Promise<ChainReport> {
  await sealPending(db);
  let prev = GENESIS_HASH;
  let expected = 1n;
  for (;;) {
    const rows = await rawRows<{
      seq: string;
      event_id: string;
      event_txid: string;
      prev_hash: string;
      hash: string;
      txid: string | null;
      content: string | null;
    }>(
      db,
      sql`
      SELECT c.seq::text, c.event_id::text, c.event_txid::text, c.prev_hash, c.hash,
             e.txid::text AS txid, CASE WHEN e.id IS NULL THEN NULL ELSE ${eventContent} END AS content
      FROM audit_chain c LEFT JOIN audit_events e ON e.id = c.event_id
      WHERE c.seq >= ${expected.toString()}::bigint
      ORDER BY c.seq
      LIMIT ${VERIFY_BATCH}`,
    );
    for (const link of rows) {
      const at = `link ${link.seq} (audit row ${link.event_id})`;
      const broken = (problem: string): ChainReport => ({
        ok: false,
        links: Number(expected - 1n),
        headHash: prev,
        problem: `${at}: ${problem}`,
      });
      if (BigInt(link.seq) !== expected) return broken(`link ${expected} is missing`);
      if (link.prev_hash !== prev) return broken('does not follow the previous link');
      if (link.content === null) return broken('its audit row was removed');
      if (link.txid !== link.event_txid) return broken('its audit row was moved');
      if (linkHash(prev, link.content) !== link.hash) return broken('its audit row was changed');
      prev = link.hash;
      expected += 1n;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  const links = Number(expected - 1n);
  const strays = await straysBehindSeal(db);
  if (strays > 0) {
    return { ok: false, links, headHash: prev, problem: `${strays} audit row(s) outside the chain` };
  }
  return { ok: true, links, headHash: prev, problem: null };
}

/**
 * Audit rows behind the chain's head that are not in the chain: slipped in behind the sealer's
 * cursor (an insert with a forged txid), since every row there was sealed as the cursor passed.
 *
 * Not "every row below the horizon now": the horizon is the cluster's oldest running transaction,
 * which moves as transactions end in any database of the cluster, so rows it passed after the
 * sealer's own look are pending, not strays (CI on PostgreSQL, test files running side by side:
 * "41 audit row(s) outside the chain" for rows committed a moment before).
 */
export async function straysBehindSeal(db: Db): Promise<number> {
  const [stray] = await rawRows<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n
    FROM audit_events e,
         (SELECT event_txid, event_id FROM audit_chain ORDER BY seq DESC LIMIT 1) head
    WHERE (e.txid, e.id) < (head.event_txid, head.event_id)
      AND NOT EXISTS (SELECT 1 FROM audit_chain c WHERE c.event_id = e.id)`,
  );
  return stray?.n ?? 0;
}
