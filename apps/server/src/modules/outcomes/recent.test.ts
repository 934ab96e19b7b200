import type { OutcomesResponse } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { OUTCOMES_REUSE_MS, recentFigures } from './recent';

const figures = (today: string) => ({ today }) as OutcomesResponse;

describe('recentFigures', () => {
  it('computes once per key and minute, shares a computation in flight, and never keeps a failure', async () => {
    const db = {} as Db;
    const compute = vi.fn(async () => figures('a'));
    const [x, y] = await Promise.all([
      recentFigures(db, 'k', compute, 0),
      recentFigures(db, 'k', compute, 10),
    ]);
    expect(x).toBe(y);
    expect(compute).toHaveBeenCalledTimes(1);
    await recentFigures(db, 'other', compute, 20);
    expect(compute).toHaveBeenCalledTimes(2);
    await recentFigures(db, 'k', compute, OUTCOMES_REUSE_MS);
    expect(compute).toHaveBeenCalledTimes(3);

    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(recentFigures(db, 'f', failing, 0)).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await recentFigures(db, 'f', compute, 1)).toEqual(figures('a'));
    // Another database (another test's server) never sees these.
    const fresh = vi.fn(async () => figures('b'));
    expect(await recentFigures({} as Db, 'k', fresh, 0)).toEqual(figures('b'));
  });
});
