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
      // The error serializer (http/logging.ts) logs the SQL state and the statement's shape, not
      // the driver's message (that one repeats the statement and its parameters: hundreds of hashes).
      .catch((err: unknown) => app.log.error({ err }, 'audit sealing failed'))
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
