import { createHash } from 'node:crypto';
import { messages, sessionIdleMessage, sessionMaxMessage } from '@portal/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { portalSessions } from '../db/schema/index';
import type { TokenClaims } from './verifier';

/**
 * Automatic sign-out of portal users (issue 12; decisions.md "Automatic sign-out"): a session ends
 * after SESSION_IDLE_MINUTES without input and SESSION_MAX_HOURS after sign-in, whatever its token
 * says. The row is written at most once a minute per session, so the check costs one primary-key
 * read (joined to the caller's user lookup) on most calls.
 */
export const WRITE_INTERVAL_MS = 60_000;

export type SessionRow = typeof portalSessions.$inferSelect;
export type EndReason = 'idle' | 'max' | 'signed-out';
const END_REASONS: readonly string[] = ['idle', 'max', 'signed-out'] satisfies EndReason[];
/** Why a stored session ended (rows from before issue 19 hold only 'idle' and 'max'). */
export const reasonOf = (stored: string | null): EndReason =>
  stored && END_REASONS.includes(stored) ? (stored as EndReason) : 'idle';

export interface SessionRef {
  key: string;
  /** The token's auth_time, when the issuer puts it there. */
  signedInAt: Date | null;
}

/**
 * Which sign-in a token belongs to. The embedded issuer puts `sid` and `auth_time` in its access
 * tokens; both are needed because oidc-provider keeps a browser session's sid when the same person
 * signs in again, and a fresh sign-in (new auth_time) must start a fresh session. An issuer that
 * sends neither cannot be tracked: such tokens rely on the portal's own timer (docs/security.md §4).
 */
export function sessionRefOf(claims: TokenClaims): SessionRef | null {
  const sid = typeof claims.sid === 'string' && claims.sid ? claims.sid : null;
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : null;
  if (!sid && authTime === null) return null;
  const raw = `${claims.iss ?? ''}\n${claims.sub}\n${sid ?? ''}\n${authTime ?? ''}`;
  return {
    key: createHash('sha256').update(raw).digest('base64url'),
    signedInAt: authTime === null ? null : new Date(authTime * 1000),
  };
}

/**
 * The key under which a sign-out of this token is recorded when the token names no sign-in (an
 * external issuer without `sid` or `auth_time`, or a token minted by `npm run token`): its `jti`,
 * or the token itself. Only that token is then refused; its refresh was revoked at the issuer.
 */
export function signOutKeyOf(claims: TokenClaims, token: string): string {
  const ref = sessionRefOf(claims);
  if (ref) return ref.key;
  const id =
    typeof claims.jti === 'string' && claims.jti
      ? claims.jti
      : createHash('sha256').update(token).digest('base64url');
  return createHash('sha256')
    .update(`${claims.iss ?? ''}\n${claims.sub}\njti\n${id}`)
    .digest('base64url');
}

/**
 * When the person last used the portal, as the call says: the portal sends the time of its last
 * keyboard, pointer or touch input, so its polling and refetches do not count; a call without the
 * header (an API client) is itself activity. A time in the future counts as now; an unreadable one
 * as no activity.
 */
export function activityOf(header: string | string[] | undefined, now: Date): Date | null {
  if (header === undefined) return now;
  const value = Array.isArray(header) ? header[0] : header;
  const at = value ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) return null;
  return at > now ? now : at;
}

export interface Policy {
  idleMs: number;
  maxMs: number;
}

export const policyOf = (config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>): Policy => ({
  idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  maxMs: config.SESSION_MAX_HOURS * 3_600_000,
});

export const endMessage = (
  reason: EndReason,
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>,
) =>
  reason === 'signed-out'
    ? messages.signedOut
    : reason === 'idle'
      ? sessionIdleMessage(config.SESSION_IDLE_MINUTES)
      : sessionMaxMessage(config.SESSION_MAX_HOURS);

export type Verdict =
  | { ended: EndReason; write: 'end' | 'none' }
  | { ended: null; write: 'touch' | 'none'; lastActiveAt: Date };

/**
 * The rule, without the database. The row may lag the last reported input by up to one write
 * interval, so the input this call reports is believed up to that far past the row; beyond it, only
 * the row counts (a session already idle cannot be revived by a call that claims fresh input).
 */
export function judge(
  row: Pick<SessionRow, 'signedInAt' | 'lastActiveAt' | 'endedAt' | 'endedReason'>,
  activity: Date | null,
  now: Date,
  policy: Policy,
): Verdict {
  if (row.endedAt) return { ended: reasonOf(row.endedReason), write: 'none' };
  if (now.getTime() - row.signedInAt.getTime() > policy.maxMs) return { ended: 'max', write: 'end' };
  const last = row.lastActiveAt.getTime();
  const reported = activity ? Math.min(activity.getTime(), last + WRITE_INTERVAL_MS) : last;
  if (now.getTime() - Math.max(last, reported) > policy.idleMs) return { ended: 'idle', write: 'end' };
  const next = activity ? Math.max(last, activity.getTime()) : last;
  return next - last >= WRITE_INTERVAL_MS
    ? { ended: null, write: 'touch', lastActiveAt: new Date(next) }
    : { ended: null, write: 'none', lastActiveAt: row.lastActiveAt };
}

/**
 * Checks one call of a portal session and records its activity. `row` is the session as read with
 * the caller (undefined on the first call of a sign-in). Returns why the session ended, or null.
 */
export async function checkSession(
  db: Db,
  input: { ref: SessionRef; userId: string; row: SessionRow | undefined; activity: Date | null; now: Date },
  policy: Policy,
): Promise<EndReason | null> {
  const { ref, userId, now } = input;
  const row = input.row ?? (await startSession(db, ref, userId, now, policy));
  const verdict = judge(row, input.activity, now, policy);
  if (verdict.write === 'end') {
    await db
      .update(portalSessions)
      .set({ endedAt: now, endedReason: verdict.ended })
      .where(and(eq(portalSessions.key, ref.key), isNull(portalSessions.endedAt)));
  } else if (verdict.write === 'touch') {
    await db
      .update(portalSessions)
      .set({ lastActiveAt: sql`greatest(${portalSessions.lastActiveAt}, ${verdict.lastActiveAt})` })
      .where(eq(portalSessions.key, ref.key));
  }
  return verdict.ended;
}

/**
 * The first call of a sign-in: its row. Rows a day past the absolute limit are swept here (indexed,
 * and sign-ins are rare); a swept key is refused again by its auth_time if ever seen again.
 */
async function startSession(db: Db, ref: SessionRef, userId: string, now: Date, policy: Policy) {
  await db
    .delete(portalSessions)
    .where(lt(portalSessions.lastActiveAt, new Date(now.getTime() - policy.maxMs - 86_400_000)));
  const fresh = { key: ref.key, userId, signedInAt: ref.signedInAt ?? now, lastActiveAt: now };
  const [row] = await db.insert(portalSessions).values(fresh).onConflictDoNothing().returning();
  if (row) return row;
  // Two first calls raced: the other one's row wins.
  const [existing] = await db.select().from(portalSessions).where(eq(portalSessions.key, ref.key));
  return existing ?? { ...fresh, endedAt: null, endedReason: null };
}

/**
 * Records a sign-out: the session under `key` ends now (kept if it had already ended), so every
 * token of that sign-in, refreshed or not, is refused on its next call. Used for patients too:
 * their row holds only the end, never the idle rule's activity.
 */
export async function endSession(db: Tx, key: string, userId: string, now: Date): Promise<void> {
  await db
    .insert(portalSessions)
    .values({ key, userId, signedInAt: now, lastActiveAt: now, endedAt: now, endedReason: 'signed-out' })
    .onConflictDoUpdate({
      target: portalSessions.key,
      set: { endedAt: now, endedReason: 'signed-out' },
      setWhere: isNull(portalSessions.endedAt),
    });
}
