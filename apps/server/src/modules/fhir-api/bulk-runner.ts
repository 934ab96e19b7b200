import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { claimJob } from '../../db/job-claims';
import type { Storage } from '../../infra/storage/storage';
import {
  claimExport,
  type ExportRow,
  expiredExports,
  finishExport,
  progressOf,
  releaseExport,
  removeExport,
  renewLease,
} from './bulk-repository';
import { fileKeyOf, OUTPUT_TTL_MS, runExport } from './bulk-worker';

/**
 * Each instance's export runner: it claims one job at a time (a database lease, claim in
 * bulk-repository.ts), keeps the lease alive by a heartbeat while it runs, and looks for work on a
 * timer: new jobs (the instance that took the kick-off is poked at once) and jobs whose instance
 * died (their lease expired: resumed from their recorded progress). One job at a time per
 * instance keeps its memory flat. An hourly sweep, claimed by one instance (db/job-claims.ts),
 * removes expired jobs and their files.
 */

/** Claims beyond this are a job that keeps killing or failing its runs: it is failed, not retried. */
const MAX_ATTEMPTS = 3;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;

export interface ExportRunnerDeps {
  db: Db;
  storage: Storage;
  leaseMs: number;
  fileResources: number;
  fileBytes: number;
}

/** Removes the files of a job: those recorded, and the one a dead run may have left after them. */
export async function removeExportFiles(storage: Storage, job: ExportRow) {
  for (const [type, state] of Object.entries(progressOf(job))) {
    for (const file of state?.files ?? []) await storage.delete(file.key);
    await storage.delete(fileKeyOf(job, type, state?.files.length ?? 0));
  }
}

/** One sweep: the jobs past their expiry lose their files, then their rows. Answers how many. */
export async function sweepExpiredExports(deps: { db: Db; storage: Storage }, now = new Date()) {
  let removed = 0;
  for (;;) {
    const batch = await expiredExports(deps.db, now, 50);
    for (const job of batch) {
      await removeExportFiles(deps.storage, job);
      await removeExport(deps.db, job.id);
    }
    removed += batch.length;
    if (batch.length < 50) return removed;
  }
}

export function createExportRunner(app: FastifyInstance, deps: ExportRunnerDeps) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<void> | null = null;
  let closing = false;
  const untilFromNow = () => new Date(Date.now() + deps.leaseMs);

  async function runOne(job: ExportRow): Promise<void> {
    if (job.attempts > MAX_ATTEMPTS) {
      const at = new Date();
      await finishExport(deps.db, job.id, owner, {
        status: 'failed',
        at,
        expiresAt: new Date(at.getTime() + OUTPUT_TTL_MS),
        error: messages.fhirExportFailed,
      });
      return;
    }
    let lost = false;
    const heartbeat = setInterval(
      () => {
        renewLease(deps.db, job.id, owner, untilFromNow())
          .then((ok) => {
            if (!ok) lost = true;
          })
          .catch((err: unknown) => app.log.warn({ err }, 'export lease renewal failed'));
      },
      Math.max(500, deps.leaseMs / 3),
    );
    heartbeat.unref();
    try {
      const outcome = await runExport(
        {
          db: deps.db,
          storage: deps.storage,
          fileResources: deps.fileResources,
          fileBytes: deps.fileBytes,
          owner,
          leaseUntil: untilFromNow,
          lost: () => lost || closing,
        },
        job,
      );
      if (outcome === 'lost' && closing) await releaseExport(deps.db, job.id, owner);
      app.log.info({ job: job.id, outcome, attempt: job.attempts }, 'fhir export run ended');
    } catch (err) {
      // Something passing (storage, database): give the job back; the next claim counts an attempt.
      app.log.error({ err, job: job.id }, 'fhir export run failed');
      await releaseExport(deps.db, job.id, owner).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs claimable jobs one after the other until none is left; a no-op while one runs. */
  const poke = () => {
    if (running || closing) return;
    running = (async () => {
      for (;;) {
        if (closing) return;
        const job = await claimExport(deps.db, owner, untilFromNow(), new Date());
        if (!job) return;
        await runOne(job);
      }
    })()
      .catch((err: unknown) => app.log.error({ err }, 'fhir export runner failed'))
      .finally(() => {
        running = null;
      });
  };

  const sweep = () =>
    claimJob(deps.db, 'fhir-export-sweep', new Date(Date.now() + SWEEP_EVERY_MS))
      .then((mine) => (mine ? sweepExpiredExports(deps) : 0))
      .then((removed) => {
        if (removed) app.log.info({ removed }, 'expired fhir exports removed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'fhir export sweep failed'));

  // Only a listening server looks for work on its own (as the reminders' scheduler): at start (a
  // job whose instance died while this one was down), then every third of a lease.
  let tick: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void sweep();
    sweepTimer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }, FIRST_SWEEP_AFTER_MS).unref();
  app.addHook('onListen', async () => {
    poke();
    tick = setInterval(poke, Math.max(1_000, deps.leaseMs / 3)).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(first);
    clearInterval(tick);
    clearInterval(sweepTimer);
    await running;
  });
  return { poke, owner };
}
