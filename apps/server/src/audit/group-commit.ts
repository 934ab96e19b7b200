import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { type Actor, type AuditEntry, auditRowOf } from './audit';

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

type Row = typeof auditEvents.$inferInsert;

interface Waiter {
  row: Row;
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
  /** Writes one batch in one statement; tests replace it to count or fail commits. */
  write?: (rows: Row[]) => Promise<void>;
}

export function createAuditGroupCommit(db: Db, options: GroupCommitOptions = {}): AuditGroupCommit {
  const maxBatch = options.maxBatch ?? MAX_AUDIT_BATCH;
  // Outside a transaction block a statement is its own transaction: one round trip, one commit.
  const write =
    options.write ??
    (async (rows: Row[]) => {
      await db.insert(auditEvents).values(rows);
    });
  const queue: Waiter[] = [];
  let flushing: Promise<void> | null = null;

  async function flushAll(): Promise<void> {
    // One batch at a time: rows queued meanwhile form the next batch, written when this one ends.
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await write(batch.map((w) => w.row));
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
  }

  function start() {
    // A microtask, not a timer: rows queued in the same tick join the batch, and nobody waits.
    flushing ??= Promise.resolve()
      .then(flushAll)
      .finally(() => {
        flushing = null;
        // A row queued between the loop's last check and here would otherwise wait for the next one.
        if (queue.length > 0) start();
      });
  }

  return {
    record(actor, entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row: auditRowOf(actor, entry), resolve, reject });
        start();
      });
    },
    async drain() {
      while (flushing) await flushing;
    },
  };
}

/** One group commit per database handle, like the event bus: every module of an app shares it. */
const committers = new WeakMap<Db, AuditGroupCommit>();

export function auditGroupCommitOf(db: Db): AuditGroupCommit {
  let committer = committers.get(db);
  if (!committer) {
    committer = createAuditGroupCommit(db);
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

/** Writes what is still queued when the server closes, before the database does. */
export function registerAuditGroupCommit(app: FastifyInstance, db: Db) {
  app.addHook('onClose', async () => {
    await auditGroupCommitOf(db).drain();
  });
}
