import type { PGlite, Transaction } from '@electric-sql/pglite';

/** One turn of the event loop: pending I/O (new requests, /healthz) runs before the next query. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the main thread, and its query queue hands over from one
 * query to the next in microtasks: under load, 50 requests' queries ran back to back and the event
 * loop polled no I/O for seconds (`/healthz` p50 2.5 s in the benchmark, goal 9). This wrapper lets
 * the loop turn once before every query, in and out of transactions. A transaction keeps PGlite's
 * own lock while it yields, so nothing else runs inside it.
 */
export function yieldingPglite<T extends PGlite | Transaction>(client: T): T {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'query' || key === 'exec' || key === 'sql') {
        return async (...args: unknown[]) => {
          await yieldToLoop();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (key === 'transaction') {
        return (callback: (tx: Transaction) => Promise<unknown>) =>
          (target as PGlite).transaction((tx) => callback(yieldingPglite(tx)));
      }
      // PGlite keeps private fields: its methods must run on the instance itself, not the proxy.
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
