import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (it runs PostgreSQL in single-user
 * mode: no background workers). Without it the embedded database never removes the dead rows that
 * updates and deletes leave (sessions, check-ins, outboxes), never sets the visibility map, never
 * freezes old rows, and plans with the statistics of whenever a table was last analysed (for most
 * tables: never). A `VACUUM (ANALYZE)` of the whole database an hour after the server starts, then
 * once a day, does all of it. PGlite runs one statement at a time, so requests wait for it: about
 * 0.5–1 s on a 84 MB folder of 100,000 patients (docs/operations.md, "Production layout").
 */
const FIRST_VACUUM_AFTER_MS = 60 * 60 * 1000;
const VACUUM_EVERY_MS = 24 * 60 * 60 * 1000;

export interface MaintenanceOptions {
  firstAfterMs?: number;
  everyMs?: number;
}

/** Starts the schedule (nothing on PostgreSQL, whose autovacuum does this); returns its stop. */
export function startPgliteMaintenance(
  database: Database,
  log: FastifyBaseLogger,
  { firstAfterMs = FIRST_VACUUM_AFTER_MS, everyMs = VACUUM_EVERY_MS }: MaintenanceOptions = {},
): () => Promise<void> {
  const vacuum = database.vacuum?.bind(database);
  if (!vacuum) return async () => {};
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const run = () => {
    const started = performance.now();
    running = vacuum()
      .then(() => log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed'))
      // A failed pass (the worker restarting, say) waits for the next one; the server goes on.
      .catch((err: unknown) => log.error({ err }, 'embedded database vacuum failed'))
      .finally(() => {
        running = null;
        timer = setTimeout(run, everyMs).unref();
      });
  };
  timer = setTimeout(run, firstAfterMs).unref();
  return async () => {
    clearTimeout(timer);
    await running;
    // A pass that was running scheduled the next one as it ended.
    clearTimeout(timer);
  };
}
