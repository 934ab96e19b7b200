import { type PgliteThread, type RemoteTransaction, WORKER_STOPPED } from './pglite-thread';

/** Waits before each new start of a stopped worker: soon at first, then no faster than a minute. */
export const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/** A PGlite thread that starts itself again after a crash, and says when it did. */
export interface RestartingPgliteThread extends PgliteThread {
  /** Called each time a stopped worker is running again (the data folder reopened). */
  onRestarted(listener: () => void): void;
}

/**
 * PGlite on a data folder, started again when its worker stops unexpectedly (a crash in
 * WebAssembly, out of memory). A new worker opens the folder as a fresh server start would, with
 * PGlite's recovery: nothing committed is lost, what was in flight failed. Until it runs, every call
 * fails as the database being unavailable (503 with Retry-After, errors.ts), as before; without
 * this, a clinic on the embedded default answered 503 until someone restarted the server.
 *
 * Only for a data folder: an in-memory database would come back empty, which is worse than 503.
 */
export async function restartingPgliteThread(
  start: () => Promise<PgliteThread>,
  delays: readonly number[] = RESTART_DELAYS_MS,
): Promise<RestartingPgliteThread> {
  let current = await start();
  let down: Error | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let attempt = 0;
  const stoppedListeners: ((err: Error) => void)[] = [];
  const restartedListeners: (() => void)[] = [];

  // The stop's own message (errors.ts reads "PGlite worker stopped" as unavailable), a new error each call.
  const unavailable = () => Promise.reject(new Error(down?.message ?? WORKER_STOPPED, { cause: down }));

  function watch(thread: PgliteThread) {
    thread.onStopped((err) => {
      if (closed || thread !== current) return;
      down = err;
      for (const listener of stoppedListeners) listener(err);
      schedule();
    });
  }

  function schedule() {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
    attempt++;
    // The timer does not hold a process open that is otherwise done (a CLI, a test).
    timer = setTimeout(() => {
      starting = again().finally(() => {
        starting = undefined;
      });
    }, delay);
    timer.unref();
  }

  async function again() {
    timer = undefined;
    if (closed) return;
    let thread: PgliteThread;
    try {
      thread = await start();
    } catch (err) {
      // Still "PGlite worker stopped …", so calls keep answering 503 (errors.ts), with why it stays down.
      const why = err instanceof Error ? err.message : String(err);
      down = new Error(`${WORKER_STOPPED} (starting again failed: ${why})`, { cause: err });
      if (!closed) schedule();
      return;
    }
    if (closed) {
      await thread.close();
      return;
    }
    current = thread;
    down = undefined;
    attempt = 0;
    watch(thread);
    for (const listener of restartedListeners) listener();
  }

  watch(current);

  return {
    query(sql, params, options) {
      return down ? unavailable() : current.query(sql, params, options);
    },
    exec(sql) {
      return down ? unavailable() : current.exec(sql);
    },
    transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>) {
      return down ? unavailable() : current.transaction(callback);
    },
    dumpDataDir() {
      return down ? unavailable() : current.dumpDataDir();
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      // A start under way finishes (and closes what it opened) before the folder's lock is let go.
      await starting;
      await current.close();
    },
    get closed() {
      return closed || down !== undefined;
    },
    onStopped(listener) {
      stoppedListeners.push(listener);
    },
    onRestarted(listener) {
      restartedListeners.push(listener);
    },
  };
}
