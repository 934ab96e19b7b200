/** Most keys one statement reads; a longer queue goes in several statements back to back. */
const MAX_BATCH = 100;

interface Waiter<K, R> {
  key: K;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Natural batching of a read by key, shared by the requests that wait together: while one read is
 * in flight, the keys that arrive queue, and the next statement reads all of them — no timer. A key
 * that finds no read in flight waits only for the end of the event loop's current turn
 * (`setImmediate`), so the requests that arrived together share its statement: read at once, the
 * first went alone and the others waited for its whole round trip (a profile read cost the machine
 * 3–9 % more; docs/performance.md, "Session of 2026-11-25 (fourth)"). Every key is read by a
 * statement sent after it was asked for, so a change committed before a request is seen by that
 * request, as with one statement per request.
 *
 * `readMany` answers one result per key, in the keys' order. When it fails, every key of that
 * batch fails with its error; the next batch still goes.
 */
export function batchedRead<K, R>(
  readMany: (keys: K[]) => Promise<R[]>,
  maxBatch = MAX_BATCH,
): (key: K) => Promise<R> {
  let queue: Waiter<K, R>[] = [];
  /** A read is in flight, or one is due at the end of this turn. */
  let reading = false;

  async function read(batch: Waiter<K, R>[]) {
    let results: R[];
    try {
      results = await readMany(batch.map((w) => w.key));
    } catch (err) {
      for (const waiter of batch) waiter.reject(err);
      return;
    }
    for (const [i, waiter] of batch.entries()) waiter.resolve(results[i] as R);
  }

  async function drain() {
    try {
      while (queue.length) {
        const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
        queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
        await read(batch);
      }
    } finally {
      reading = false;
    }
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (reading) return;
      reading = true;
      setImmediate(drain);
    });
}
