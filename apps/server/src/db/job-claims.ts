import { lte } from 'drizzle-orm';
import type { Tx } from './client';
import { jobClaims } from './schema/index';

/**
 * Claims the periodic job `name` until `until`; false when another instance's claim still runs at
 * `now`. One statement: of instances asking at once, the row decides and exactly one gets true.
 */
export async function claimJob(tx: Tx, name: string, until: Date, now = new Date()): Promise<boolean> {
  const claimed = await tx
    .insert(jobClaims)
    .values({ name, claimedUntil: until })
    .onConflictDoUpdate({
      target: jobClaims.name,
      set: { claimedUntil: until },
      setWhere: lte(jobClaims.claimedUntil, now),
    })
    .returning({ name: jobClaims.name });
  return claimed.length === 1;
}
