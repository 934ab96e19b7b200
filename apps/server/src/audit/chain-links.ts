import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rawRows } from '../db/raw';

/**
 * The audit trail's first seal, one link per row (`audit_chain`), now only read: new rows are sealed
 * in batches (chain.ts), after the last link. Each link hashes the previous link's hash with the
 * row's exact stored content; `verifyLinks` recomputes them as `npm run audit:verify` always did.
 */

export const GENESIS_HASH = '0'.repeat(64);
const VERIFY_BATCH = 2000;

/** Every column of an audit row, in a fixed order and text form (jsonb prints its keys sorted). */
export const eventContent = sql.raw(`json_build_array(
  e.id::text, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), e.actor_subject,
  e.actor_role, e.treatment_center_id::text, e.action, e.resource_type, e.resource_id, e.outcome,
  e.ip, e.request_id, e.detail::text, e.txid::text)::text`);

/**
 * A link's or a seal's hash: the previous hash (hex), a line feed, then the link's row content
 * (text) or the seal's row digests (raw bytes, chain.ts).
 */
export function chainHash(prevHash: string, data: string | Buffer): string {
  return createHash('sha256').update(prevHash).update('\n').update(data).digest('hex');
}

/** An audit row's place in sealing order. */
export interface Cursor {
  txid: string;
  id: string;
}

/** The last link: where the seals continue (its hash, and the rows after its row). */
export async function linksHead(tx: Tx): Promise<{ hash: string; after: Cursor } | null> {
  const [row] = await rawRows<{ hash: string; event_txid: string; event_id: string }>(
    tx,
    // Ordered by the column, not by its text: '99' sorts after '100'.
    sql`SELECT c.hash, c.event_txid::text AS event_txid, c.event_id::text AS event_id
        FROM audit_chain c ORDER BY c.seq DESC LIMIT 1`,
  );
  return row ? { hash: row.hash, after: { txid: row.event_txid, id: row.event_id } } : null;
}

export interface LinksReport {
  /** The first link that does not hold, or null. */
  problem: string | null;
  /** Rows whose links hold, the hash of the last of them, and its row (where the seals go on). */
  rows: number;
  headHash: string;
  after: Cursor | null;
}

/** Re-computes every link from the rows as they are stored now. */
export async function verifyLinks(db: Db): Promise<LinksReport> {
  let prev = GENESIS_HASH;
  let after: Cursor | null = null;
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
      const broken = (problem: string): LinksReport => ({
        problem: `${at}: ${problem}`,
        rows: Number(expected - 1n),
        headHash: prev,
        after,
      });
      if (BigInt(link.seq) !== expected) return broken(`link ${expected} is missing`);
      if (link.prev_hash !== prev) return broken('does not follow the previous link');
      if (link.content === null) return broken('its audit row was removed');
      if (link.txid !== link.event_txid) return broken('its audit row was moved');
      if (chainHash(prev, link.content) !== link.hash) return broken('its audit row was changed');
      prev = link.hash;
      after = { txid: link.event_txid, id: link.event_id };
      expected += 1n;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  const rows = Number(expected - 1n);
  const strays = rows > 0 ? await straysBehindLinks(db) : 0;
  return {
    problem: strays > 0 ? `${strays} audit row(s) behind the last link are not linked` : null,
    rows,
    headHash: prev,
    after,
  };
}

/**
 * Audit rows behind the last link that are not linked: slipped in behind the links (an insert with
 * a forged txid), since every row there was linked as the links passed it.
 */
async function straysBehindLinks(db: Db): Promise<number> {
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
