import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { type Actor, type AuditEntry, auditRowOf } from './audit';
import { type AuditRow, auditParams, insertAuditRows } from './audit-insert';

/**
 * Group commit for the audit rows of reads. A read has nothing to commit but its audit row, and
 * paying one COMMIT (one WAL flush) per read was most of a patient read's cost. Here each read
 * queues its row and waits; one multi-row INSERT, a single statement and so a single transaction
 * and commit, writes every row queued while the previous one was in flight. At low load a row is
 * written at once (no timer); under load, rows share a commit.
 *
 * The rule kept: a read's response leaves only once its audit row is durable. `recordRead`
 * resolves only after the INSERT holding its row committed; when that INSERT fails, every read in
 * it fails (the API answers 503/500, never a 2xx without its row).
 *
 * Changes do not come here: their audit row stays in the change's own transaction (`audit(tx)`).
 */

/** Rows per INSERT: 13 parameters a row stays far below PostgreSQL's 65,535, and a batch stays small. */
export const MAX_AUDIT_BATCH = 256;

interface Waiter {
  row: AuditRow;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface AuditGroupCommit {
  /** Queues one read's audit row; resolves once it is committed, rejects if its batch failed. */
  record(actor: Actor, entry: AuditEntry): Promise<void>;
  /** Resolves when every row queued so far is written (or failed): the server's close. */
  drain(): Promise<void>;
}

export interface GroupCommitOptions {
  maxBatch?: number;
  /**
   * Batches written at once (default 1). On PostgreSQL a commit's time is mostly the WAL flush,
   * which concurrent transactions share: with one batch in flight, reads queue behind a single
   * flush and the flush rate caps the read rate (docs/performance.md, "Detail read"). PGlite runs
   * one statement at a time, so more than one gains nothing there.
   */
  maxInFlight?: number;
  /** Writes one batch in one statement; tests replace it to count or fail commits. */
  write?: (rows: AuditRow[]) => Promise<void>;
}

/** One batch, one statement (audit-insert.ts): the same text for one row or 256. */
async function insertRows(db: Db, rows: AuditRow[]): Promise<void> {
  await db.execute(insertAuditRows(auditParams(rows)));
}

export function createAuditGroupCommit(db: Db, options: GroupCommitOptions = {}): AuditGroupCommit {
  const maxBatch = options.maxBatch ?? MAX_AUDIT_BATCH;
  // Outside a transaction block a statement is its own transaction: one round trip, one commit.
  const write = options.write ?? ((rows: AuditRow[]) => insertRows(db, rows));
  const maxInFlight = options.maxInFlight ?? 1;
  const queue: Waiter[] = [];
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  /** Starts batches while fewer than maxInFlight are being written; rows queued meanwhile wait. */
  function pump() {
    scheduled = false;
    while (queue.length > 0 && inFlight.size < maxInFlight) {
      const batch = queue.splice(0, maxBatch);
      const writing: Promise<void> = write(batch.map((w) => w.row)).then(
        () => {
          for (const w of batch) w.resolve();
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      );
      inFlight.add(writing);
      void writing.finally(() => {
        inFlight.delete(writing);
        pump();
      });
    }
  }

  function start() {
    // A microtask, not a timer: rows queued in the same tick join the batch, and nobody waits.
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(pump);
  }

  return {
    record(actor, entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row: auditRowOf(actor, entry), resolve, reject });
        start();
      });
    },
    async drain() {
      while (queue.length > 0 || inFlight.size > 0) {
        if (inFlight.size === 0) pump();
        await Promise.all(inFlight);
      }
    },
  };
}

/** One group commit per database handle, like the event bus: every module of an app shares it. */
const committers = new WeakMap<Db, AuditGroupCommit>();

export function auditGroupCommitOf(db: Db, options: GroupCommitOptions = {}): AuditGroupCommit {
  let committer = committers.get(db);
  if (!committer) {
    committer = createAuditGroupCommit(db, options);
    committers.set(db, committer);
  }
  return committer;
}

/**
 * Records a read of patient data (a profile, a search, a list, a report) and resolves once its
 * audit row is durable. Await it before answering; never call it with a transaction: a read that
 * must be audited with a change uses `audit(tx)`.
 */
export function auditRead(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  return auditGroupCommitOf(db).record(actor, entry);
}

/** Batches written at once on PostgreSQL: enough to keep the WAL flushes overlapping. */
export const POSTGRES_AUDIT_BATCHES_IN_FLIGHT = 4;

/**
 * Sets up the database's group commit (several batches in flight on PostgreSQL, one on PGlite) and
 * writes what is still queued when the server closes, before the database does.
 */
export function registerAuditGroupCommit(app: FastifyInstance, database: Pick<Database, 'db' | 'kind'>) {
  const committer = auditGroupCommitOf(database.db, {
    maxInFlight: database.kind === 'postgres' ? POSTGRES_AUDIT_BATCHES_IN_FLIGHT : 1,
  });
  app.addHook('onClose', async () => {
    await committer.drain();
  });
}
