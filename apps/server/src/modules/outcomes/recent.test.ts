import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { OUTCOMES_REUSE_MS, recentRows } from './recent';
import type { OutcomesRow } from './repository';

const rowsOf = (today: string): OutcomesRow[] => [
  {
    part: 'today',
    instrument_id: null,
    key: null,
    cohort: today,
    occasion: null,
    status: null,
    baseline: null,
    latest: null,
    paired: null,
    n: 0,
    total: null,
    zeros: null,
  },
];

describe('recentRows', () => {
  it('computes once per center and minute, shares a computation in flight, and never keeps a failure', async () => {
    const db = {} as Db;
    const compute = vi.fn(async () => rowsOf('a'));
    const [x, y] = await Promise.all([
      recentRows(db, 'center-1', compute, 0),
      recentRows(db, 'center-1', compute, 10),
    ]);
    expect(x).toBe(y);
    expect(compute).toHaveBeenCalledTimes(1);
    await recentRows(db, 'center-2', compute, 20);
    expect(compute).toHaveBeenCalledTimes(2);
    await recentRows(db, 'center-1', compute, OUTCOMES_REUSE_MS - 1);
    expect(compute).toHaveBeenCalledTimes(2);
    await recentRows(db, 'center-1', compute, OUTCOMES_REUSE_MS);
    expect(compute).toHaveBeenCalledTimes(3);

    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(recentRows(db, 'center-3', failing, 0)).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await recentRows(db, 'center-3', compute, 1)).toEqual(rowsOf('a'));
    // Another database (another test's server) never sees these.
    const fresh = vi.fn(async () => rowsOf('b'));
    expect(await recentRows({} as Db, 'center-1', fresh, 0)).toEqual(rowsOf('b'));
  });

  it('makes room by dropping expired centers first', async () => {
    const db = {} as Db;
    const compute = vi.fn(async () => rowsOf('a'));
    // 99 centers long ago, one fresh: at 100 the expired ones go and the fresh one stays.
    for (let i = 0; i < 99; i++) await recentRows(db, `old-${i}`, compute, 0);
    await recentRows(db, 'fresh', compute, OUTCOMES_REUSE_MS + 5);
    expect(compute).toHaveBeenCalledTimes(100);
    await recentRows(db, 'new', compute, OUTCOMES_REUSE_MS + 10);
    await recentRows(db, 'fresh', compute, OUTCOMES_REUSE_MS + 20);
    expect(compute).toHaveBeenCalledTimes(101);
  });
});
