import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './errors';
import { restartingPgliteThread } from './pglite-restart';
import type { PgliteThread } from './pglite-thread';

/** A stand-in worker: answers its name, and stops when told to, as a crash would. */
function fakeThread(name: string) {
  const listeners: ((err: Error) => void)[] = [];
  let closed = false;
  const thread = {
    query: async () => ({ rows: [{ name }], fields: [] }),
    exec: async () => [],
    transaction: async () => name,
    dumpDataDir: async () => new Blob([name]),
    close: async () => {
      closed = true;
    },
    get closed() {
      return closed;
    },
    onStopped: (listener: (err: Error) => void) => listeners.push(listener),
    crash: () => {
      for (const listener of listeners) listener(new Error('PGlite worker stopped (exit code 1)'));
    },
  };
  return thread as unknown as PgliteThread & { crash(): void };
}

describe('a PGlite worker that starts again', () => {
  it('keeps trying when a start fails, then serves from the new worker', async () => {
    const first = fakeThread('first');
    const second = fakeThread('second');
    const starts = [
      async () => first,
      async () => Promise.reject(new Error('folder busy')),
      async () => second,
    ];
    const thread = await restartingPgliteThread(() => starts.shift()!(), [5, 200]);
    const restarted = vi.fn();
    thread.onRestarted(restarted);

    first.crash();
    expect(thread.closed).toBe(true);
    expect(isDatabaseUnavailable(await thread.query('SELECT 1').catch((e: unknown) => e))).toBe(true);
    // Between the failed start and the next one (200 ms later): still unavailable (503), saying why.
    await vi.waitFor(async () => {
      const meanwhile = await thread.query('SELECT 1').catch((e: unknown) => e);
      expect((meanwhile as Error).message).toContain('folder busy');
      expect(isDatabaseUnavailable(meanwhile)).toBe(true);
    });
    expect(restarted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(restarted).toHaveBeenCalledTimes(1));
    expect(starts).toHaveLength(0);
    expect((await thread.query<{ name: string }>('SELECT 1')).rows).toEqual([{ name: 'second' }]);
    expect(thread.closed).toBe(false);
    await thread.close();
  });

  it('once closed, does not start again, and closes a worker that was starting', async () => {
    const first = fakeThread('first');
    const late = fakeThread('late');
    let release!: () => void;
    const started = new Promise<void>((r) => {
      release = r;
    });
    const starts = [async () => first, () => started.then(() => late)];
    const thread = await restartingPgliteThread(() => starts.shift()!(), [1]);
    first.crash();
    await vi.waitFor(() => expect(starts).toHaveLength(0));
    const closing = thread.close();
    release();
    await closing;
    expect(late.closed).toBe(true);
  });
});
