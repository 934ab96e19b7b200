import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

/** A readMany the test answers by hand, so it sees what queues while a read is in flight. */
function heldReads() {
  const calls: { keys: string[]; answer: (err?: Error) => void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ keys, answer: (err) => (err ? reject(err) : resolve(keys.map((k) => `row ${k}`))) });
    });
  return { calls, readMany };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('batchedRead', () => {
  it('reads the keys asked in the same turn in one read, not the first alone', async () => {
    const { calls, readMany } = heldReads();
    const read = batchedRead(readMany);
    const all = ['a', 'b', 'c'].map((k) => read(k));
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b', 'c']]);
    calls[0]?.answer();
    expect(await Promise.all(all)).toEqual(['row a', 'row b', 'row c']);
  });

  it('reads a lone key at the end of its turn, and every key queued meanwhile in the next single read', async () => {
    const { calls, readMany } = heldReads();
    const read = batchedRead(readMany);
    const first = read('a');
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((k) => read(k));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]?.answer();
    expect(await first).toBe('row a');
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]?.answer();
    expect(await Promise.all(rest)).toEqual(['row b', 'row c', 'row d']);
  });

  it('bounds a batch', async () => {
    const sizes: number[] = [];
    const read = batchedRead(async (keys: number[]) => {
      sizes.push(keys.length);
      return keys.map((k) => k * 2);
    }, 10);
    expect(await Promise.all(Array.from({ length: 25 }, (_, i) => read(i)))).toEqual(
      Array.from({ length: 25 }, (_, i) => i * 2),
    );
    // All 25 asked in one turn: batches of 10, back to back.
    expect(sizes).toEqual([10, 10, 5]);
  });

  it('a failed read rejects every key of its batch, and the next batch still goes', async () => {
    const { calls, readMany } = heldReads();
    const read = batchedRead(readMany);
    const first = read('a');
    await settle();
    const doomed = ['b', 'c'].map((k) => read(k).catch((err: Error) => err.message));
    calls[0]?.answer();
    await first;
    await settle();
    calls[1]?.answer(new Error('connection lost'));
    expect(await Promise.all(doomed)).toEqual(['connection lost', 'connection lost']);
    const after = read('d');
    await settle();
    calls[2]?.answer();
    expect(await after).toBe('row d');
  });
});
