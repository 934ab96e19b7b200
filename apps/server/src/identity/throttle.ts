import { and, desc, eq, gt, lt, max, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signinFailures } from '../db/schema/index';

export const WINDOW_MS = 15 * 60 * 1000;

/**
 * An address is limited by how many accounts (or phones) failed from it, not by its own count of
 * failures: the patients of a clinic behind one NAT, or a carrier's shared address, each mistype
 * their own password, where a spray tries a few passwords on many accounts. The raw count is a
 * backstop, well above what such a crowd reaches (docs/security.md, Rate limits).
 */
export const ADDRESS_LIMITS = { identifiersPerAddress: 30, perAddress: 100 };

/** What one kind of attempt allows in WINDOW_MS. */
interface Limits {
  /** Per account (or phone), from any address. */
  perIdentifier: number;
  /** Distinct accounts (or phones) tried from one address. */
  identifiersPerAddress: number;
  /** All attempts from one address. */
  perAddress: number;
}

/** Sign-in and password checks: 10 failures per account (issue 3), the address limits above. */
export const SIGN_IN_LIMITS: Limits = { perIdentifier: 10, ...ADDRESS_LIMITS };

/** The counters one attempt touches: what it tried (the identifier) and where from (the address). */
interface ThrottleKeys {
  identifier: string;
  address: string | null;
}

/** An attempt on an account by e-mail; `scope` keeps other counters (reset mails) apart. */
export function throttleKeys(email: string, ip: string | null | undefined, scope = ''): ThrottleKeys {
  return {
    identifier: `${scope}account:${email.trim().toLowerCase()}`,
    address: ip ? `${scope}ip:${ip}` : null,
  };
}

/**
 * Seconds until the next attempt is allowed when any limit is reached, or null. Counters live in
 * the database, so the limits hold across instances.
 */
export async function throttledFor(
  db: Db,
  keys: ThrottleKeys,
  limits: Limits,
  now = Date.now(),
): Promise<number | null> {
  const waits = [await untilBelow(db, keys.identifier, limits.perIdentifier, now)];
  if (keys.address) {
    waits.push(await untilBelow(db, keys.address, limits.perAddress, now));
    waits.push(await untilFewerIdentifiers(db, keys.address, limits.identifiersPerAddress, now));
  }
  const wait = Math.max(...waits);
  return wait > 0 ? wait : null;
}

const secondsUntilOut = (at: Date, now: number) => Math.ceil((at.getTime() + WINDOW_MS - now) / 1000);

/** When the key has `limit` rows in the window: until the oldest of the last `limit` leaves it. */
async function untilBelow(db: Db, key: string, limit: number, now: number): Promise<number> {
  const recent = await db
    .select({ at: signinFailures.at })
    .from(signinFailures)
    .where(and(eq(signinFailures.key, key), gt(signinFailures.at, new Date(now - WINDOW_MS))))
    .orderBy(desc(signinFailures.at))
    .limit(limit);
  const oldest = recent[limit - 1];
  return oldest ? secondsUntilOut(oldest.at, now) : 0;
}

/**
 * When `limit` distinct identifiers failed from the address in the window: until the last failure
 * of the limit-th most recent of them leaves it.
 */
async function untilFewerIdentifiers(db: Db, address: string, limit: number, now: number): Promise<number> {
  const last = max(signinFailures.at);
  const recent = await db
    .select({ last })
    .from(signinFailures)
    .where(and(eq(signinFailures.key, address), gt(signinFailures.at, new Date(now - WINDOW_MS))))
    .groupBy(signinFailures.subject)
    .orderBy(desc(last))
    .limit(limit);
  const oldest = recent[limit - 1]?.last;
  return oldest ? secondsUntilOut(oldest, now) : 0;
}

/** One row for the identifier, one for the address naming the identifier. */
export async function recordFailure(db: Db, keys: ThrottleKeys): Promise<void> {
  await db
    .insert(signinFailures)
    .values([
      { key: keys.identifier },
      ...(keys.address ? [{ key: keys.address, subject: keys.identifier }] : []),
    ]);
}

/**
 * A successful sign-in clears its account's failures, and its address forgets them too: a
 * colleague's typos before signing in do not bring the clinic's address nearer its limit. Failures
 * on other accounts from that address stay counted.
 */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  const ofAddress = keys.address
    ? [and(eq(signinFailures.key, keys.address), eq(signinFailures.subject, keys.identifier))]
    : [];
  await db.delete(signinFailures).where(or(eq(signinFailures.key, keys.identifier), ...ofAddress));
}

export async function sweepFailures(db: Db, now = Date.now()): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now - WINDOW_MS)));
}
