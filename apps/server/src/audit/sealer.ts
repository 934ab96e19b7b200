import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sealPending } from './chain';

/** How often new audit rows are linked into the chain: the window in which a row is unsealed. */
export const SEAL_EVERY_MS = 5_000;

/** Seals the audit trail in the background, and once more when the server closes. */
export function registerAuditSealer(app: FastifyInstance, db: Db, everyMs = SEAL_EVERY_MS) {
  let running: Promise<unknown> | null = null;
  const seal = () => {
    running ??= sealPending(db)
      .catch((err: Error) =>
        // The database's reason, not the driver's message (that one repeats the statement and its
        // parameters: hundreds of hashes).
        app.log.error(
          { err: String((err.cause as Error | undefined)?.message ?? err.message).slice(0, 300) },
          'audit sealing failed',
        ),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(seal, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await seal();
  });
}
