import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { claimJob } from '../../db/job-claims';
import type { Storage } from '../../infra/storage/index';

/** An upload nobody took into use this long after it arrived is abandoned (issue 38). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep waits for start-up to settle (and for tests to be over). */
const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;

/**
 * Removes the uploads that waited more than a day to be taken into use (an image picked, then the
 * form abandoned). Uploads wait in a staging place of the storage until a feature adopts them
 * (adoptUploadedImage moves them out), so whatever is still there after a day is abandoned: the
 * storage itself is the record, on the local folder as on S3, with no row per upload to keep in
 * step. Runs on one instance per period (the claim is a database row); answers how many it
 * removed, or null when another instance has the period.
 */
export async function runUploadSweep(
  deps: { database: Database; storage: Storage },
  now = new Date(),
): Promise<number | null> {
  const until = new Date(now.getTime() + SWEEP_EVERY_MS);
  if (!(await claimJob(deps.database.db, 'upload-sweep', until, now))) return null;
  const abandoned = await deps.storage.listUploads(new Date(now.getTime() - ABANDONED_AFTER_MS));
  for (const upload of abandoned) await deps.storage.deleteUpload(upload.key);
  return abandoned.length;
}

/** Sweeps every hour in the background; stops with the server. */
export function registerUploadSweep(app: FastifyInstance, deps: { database: Database; storage: Storage }) {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= runUploadSweep(deps)
      .then((removed) => {
        if (removed) app.log.info({ removed }, 'abandoned uploads removed');
      })
      // A failed sweep (storage unreachable) waits for the next one; the server goes on.
      .catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    sweep();
    interval = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }, FIRST_SWEEP_AFTER_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  });
}
