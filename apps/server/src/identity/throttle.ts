import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signinFailures } from '../db/schema/index';

/** At most MAX_FAILURES failed sign-ins per account and per address in WINDOW_MS (issue 3). */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

/** The counters one attempt touches: its account (by e-mail) and its client address. */
export function throttleKeys(email: string, ip: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
}

/**
 * Seconds until the next attempt is allowed when any counter is full, or null. Counters live in
 * the database, so the limit holds across instances.
 */
export async function throttledFor(
  db: Db,
  keys: string[],
  max = MAX_FAILURES,
  now = Date.now(),
): Promise<number | null> {
  let wait = 0;
  for (const key of keys) {
    const recent = await db
      .select({ at: signinFailures.at })
      .from(signinFailures)
      .where(and(eq(signinFailures.key, key), gt(signinFailures.at, new Date(now - WINDOW_MS))))
      .orderBy(desc(signinFailures.at))
      .limit(max);
    const oldest = recent[max - 1];
    if (oldest) wait = Math.max(wait, Math.ceil((oldest.at.getTime() + WINDOW_MS - now) / 1000));
  }
  return wait > 0 ? wait : null;
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(signinFailures).values(keys.map((key) => ({ key })));
}

/** A successful sign-in clears its account's counter (the address keeps its count). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(signinFailures).where(inArray(signinFailures.key, keys));
}

export async function sweepFailures(db: Db, now = Date.now()): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now - WINDOW_MS)));
}
