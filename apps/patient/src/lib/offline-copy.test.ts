import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgainThroughServiceWorker } from './offline-copy';

/** A read whose answers the test releases one by one. */
function deferredRead() {
  const pending: (() => void)[] = [];
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return new Promise<string>((resolve) => pending.push(() => resolve(`answer ${calls}`)));
  };
  return { queryFn, calls: () => calls, answer: () => pending.shift()?.() };
}

describe('reading again through the service worker', () => {
  it('asks a first read still in flight again once it has answered (not joined to it)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = deferredRead();
    const first = client.fetchQuery({ queryKey: ['membership'], queryFn: read.queryFn });
    const again = readAgainThroughServiceWorker(client);
    read.answer();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(read.calls()).toBe(2);
    read.answer();
    await again;
    expect(client.getQueryData(['membership'])).toBe('answer 2');
  });

  it('reads again what no screen shows now (a screen seen before the worker took control)', async () => {
    const client = new QueryClient();
    let calls = 0;
    await client.fetchQuery({ queryKey: ['check-in-messages'], queryFn: async () => ++calls });
    await readAgainThroughServiceWorker(client);
    expect(calls).toBe(2);
  });
});
