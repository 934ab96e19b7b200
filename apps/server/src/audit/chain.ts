import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rawRows } from '../db/raw';
import { type Cursor, chainHash, eventContent, GENESIS_HASH, linksHead, verifyLinks } from './chain-links';

/**
 * The tamper-evident seal over the audit trail. Requests only append rows (no lock, no wait); a
 * sealer seals them in (txid, id) order, up to 500 at a time, into one `audit_seals` row: the rows'
 * ids, the SHA-256 of each row's exact stored content, and a hash of the previous seal's hash with
 * those digests. Changing or removing a sealed row, or slipping one in among them, breaks its seal;
 * rewriting a seal breaks the ones after it. `verifyChain` (the `audit:verify` command) reports the
 * first thing that does not hold. Seals continue after the links of the first form of the chain, one
 * per row (chain-links.ts), which stay as they were written.
 *
 * The database computes the digests and the seal's hash in the sealing statement: the rows never
 * travel to the server. The verifier recomputes the seal's hash here, with Node's own SHA-256.
 */

/** One sealer at a time, across every instance on the database. */
const SEAL_LOCK = 727_274_002;
const SEAL_BATCH = 500;
const VERIFY_SEALS = 50;
const DIGEST_HEX = 64;

const eventDigest = sql`sha256(convert_to(${eventContent}, 'UTF8'))`;

/** Where sealing goes on: after the last seal, else after the last link, else from the start. */
async function sealHead(tx: Tx): Promise<{ seq: number; hash: string; after: Cursor | null }> {
  const [seal] = await rawRows<{ seq: string; hash: string; last_txid: string; last_id: string }>(
    tx,
    sql`SELECT s.seq::text AS seq, s.hash, s.last_txid::text AS last_txid, s.last_id::text AS last_id
        FROM audit_seals s ORDER BY s.seq DESC LIMIT 1`,
  );
  if (seal)
    return { seq: Number(seal.seq), hash: seal.hash, after: { txid: seal.last_txid, id: seal.last_id } };
  const link = await linksHead(tx);
  return { seq: 0, hash: link?.hash ?? GENESIS_HASH, after: link?.after ?? null };
}

const afterCursor = (after: Cursor | null) =>
  after ? sql`AND (e.txid, e.id) > (${after.txid}::bigint, ${after.id}::uuid)` : sql``;

/**
 * Seals every audit row whose transaction has ended before all running ones began (so no row can
 * still appear behind the last seal), in batches. Returns how many rows it sealed.
 */
export async function sealPending(db: Db): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
      const head = await sealHead(tx);
      const [seal] = await rawRows<{ n: number }>(
        tx,
        sql`
        WITH batch AS (
          SELECT e.id, e.txid, ${eventDigest} AS digest
          FROM audit_events e
          WHERE e.txid < (SELECT audit_horizon()) ${afterCursor(head.after)}
          ORDER BY e.txid, e.id
          LIMIT ${SEAL_BATCH}
        ), sealed AS (
          SELECT array_agg(id ORDER BY txid, id) AS ids, array_agg(txid ORDER BY txid, id) AS txids,
                 string_agg(digest, ''::bytea ORDER BY txid, id) AS digests
          FROM batch
        )
        INSERT INTO audit_seals (seq, event_ids, last_txid, last_id, digests, prev_hash, hash)
        SELECT ${head.seq + 1}::bigint, ids, txids[cardinality(txids)], ids[cardinality(ids)], digests,
               ${head.hash}::text,
               encode(sha256(convert_to(${head.hash}::text || chr(10), 'UTF8') || digests), 'hex')
        FROM sealed
        WHERE digests IS NOT NULL
        RETURNING cardinality(event_ids) AS n`,
      );
      return seal?.n ?? 0;
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
  /** Rows whose seal (or link) holds, and the last hash: keep it elsewhere to detect a rewritten chain. */
  rows: number;
  headHash: string;
  /** The first seal (or link) that does not hold, or rows slipped in among sealed ones. */
  problem: string | null;
}

interface SealRow {
  seq: string;
  prev_hash: string;
  hash: string;
  digests: string;
  n: number;
  last_txid: string;
  last_id: string;
}

/** What is wrong with one seal, and how many of its rows held before it. */
type SealProblem = { problem: string; good: number };

async function checkSeal(
  db: Db,
  seal: SealRow,
  prev: string,
  after: Cursor | null,
): Promise<SealProblem | null> {
  const at = `seal ${seal.seq}`;
  if (seal.prev_hash !== prev) return { problem: `${at}: does not follow the previous seal`, good: 0 };
  if (
    seal.digests.length !== seal.n * DIGEST_HEX ||
    chainHash(prev, Buffer.from(seal.digests, 'hex')) !== seal.hash
  ) {
    return { problem: `${at}: the seal was changed`, good: 0 };
  }
  const rows = await rawRows<{ i: number; id: string; digest: string | null }>(
    db,
    sql`
    SELECT u.i::int AS i, u.id::text AS id,
           CASE WHEN e.id IS NULL THEN NULL ELSE encode(${eventDigest}, 'hex') END AS digest
    FROM audit_seals s
    CROSS JOIN LATERAL unnest(s.event_ids) WITH ORDINALITY AS u(id, i)
    LEFT JOIN audit_events e ON e.id = u.id
    WHERE s.seq = ${seal.seq}::bigint
    ORDER BY u.i`,
  );
  for (const row of rows) {
    const where = `${at}, row ${row.i} (audit row ${row.id})`;
    const good = row.i - 1;
    if (row.digest === null) return { problem: `${where}: its audit row was removed`, good };
    if (row.digest !== seal.digests.slice(good * DIGEST_HEX, row.i * DIGEST_HEX)) {
      return { problem: `${where}: its audit row was changed`, good };
    }
  }
  // Its rows are all there, unchanged (their digests cover their txid and id), so they all lie in the
  // seal's stretch of the order: one more row there was slipped in among them.
  const stretch = sql`(e.txid, e.id) <= (${seal.last_txid}::bigint, ${seal.last_id}::uuid) ${afterCursor(after)}`;
  const [inStretch] = await rawRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_events e WHERE ${stretch}`,
  );
  const found = inStretch?.n ?? 0;
  if (found === seal.n) return null;
  const [stray] = await rawRows<{ id: string }>(
    db,
    sql`SELECT e.id::text AS id FROM audit_events e, audit_seals s
        WHERE s.seq = ${seal.seq}::bigint AND ${stretch} AND e.id <> ALL (s.event_ids) LIMIT 1`,
  );
  // No stray: the seal itself is wrong (a row listed twice, or one from outside its stretch).
  const problem = stray
    ? `${at}: audit row ${stray.id} was slipped in among its rows`
    : `${at}: lists ${seal.n} rows where the trail has ${found}`;
  return { problem, good: stray ? seal.n : 0 };
}

/** Seals what is pending, then recomputes every link and seal from the rows as they are stored now. */
export async function verifyChain(db: Db): Promise<ChainReport> {
  await sealPending(db);
  const links = await verifyLinks(db);
  if (links.problem) return { ok: false, problem: links.problem, rows: links.rows, headHash: links.headHash };
  let { rows, headHash: prev, after } = links;
  let expected = 1;
  for (;;) {
    const seals = await rawRows<SealRow>(
      db,
      sql`
      SELECT s.seq::text AS seq, s.prev_hash, s.hash, encode(s.digests, 'hex') AS digests,
             cardinality(s.event_ids) AS n, s.last_txid::text AS last_txid, s.last_id::text AS last_id
      FROM audit_seals s WHERE s.seq >= ${expected}::bigint ORDER BY s.seq LIMIT ${VERIFY_SEALS}`,
    );
    for (const seal of seals) {
      const broken =
        Number(seal.seq) !== expected
          ? { problem: `seal ${expected} is missing`, good: 0 }
          : await checkSeal(db, seal, prev, after);
      if (broken) return { ok: false, rows: rows + broken.good, headHash: prev, problem: broken.problem };
      rows += seal.n;
      prev = seal.hash;
      after = { txid: seal.last_txid, id: seal.last_id };
      expected += 1;
    }
    if (seals.length < VERIFY_SEALS) break;
  }
  return { ok: true, rows, headHash: prev, problem: null };
}
