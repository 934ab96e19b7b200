/** Most keys one statement reads; a longer queue goes in several statements back to back. */
const MAX_BATCH = 100;

interface Waiter<K, R> {
  key: K;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Natural batching of a read by key, shared by the requests that wait together: while one read is
 * in flight, the keys that arrive queue, and the next statement reads all of them — no timer, a
 * lone request is read at once (the caller lookup's way, identity/caller-lookup.ts). Every key is
 * read by a statement sent after it was asked for, so a change committed before a request is seen
 * by that request, as with one statement per request.
 *
 * `readMany` answers one result per key, in the keys' order. When it fails, every key of that
 * batch fails with its error; the next batch still goes.
 */
export function batchedRead<K, R>(
  readMany: (keys: K[]) => Promise<R[]>,
  maxBatch = MAX_BATCH,
): (key: K) => Promise<R> {
  let queue: Waiter<K, R>[] = [];
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
    reading = true;
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
      if (!reading) void drain();
    });
}
