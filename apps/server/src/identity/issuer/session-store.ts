import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

/**
 * The `sid` the embedded issuer puts in its access tokens: a hash of the issuer session's internal
 * uid (oidc-provider puts its own `sid` only for logout-channel clients, and the uid itself must not
 * leave the issuer: it names the session's row).
 */
export const sidOf = (sessionUid: string) =>
  createHash('sha256').update(sessionUid).digest('base64url').slice(0, 22);

const byAccount = (subject: string) => sql`${oidcPayloads.payload}->>'accountId' = ${subject}`;

/**
 * Ends one sign-in at the issuer (the portal's or the patient app's "Sign out"): the issuer session
 * whose `sid` the token carries, the grants it holds and every refresh token of those grants, so
 * the next sign-in asks for the password and no refresh brings a token back. A person has few
 * issuer sessions, so reading them all (no index on the account) costs little; sign-out is rare.
 */
export async function endIssuerSession(db: Db, subject: string, sid: string): Promise<number> {
  const sessions = await db
    .select({ id: oidcPayloads.id, uid: oidcPayloads.uid, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Session'), byAccount(subject)));
  const ended = sessions.filter((s) => s.uid && sidOf(s.uid) === sid);
  if (ended.length === 0) return 0;
  const grantIds = ended.flatMap((s) => grantsOf(s.payload));
  await db.transaction(async (tx) => {
    if (grantIds.length > 0) {
      await tx
        .delete(oidcPayloads)
        .where(
          or(
            inArray(oidcPayloads.grantId, grantIds),
            and(eq(oidcPayloads.model, 'Grant'), inArray(oidcPayloads.id, grantIds)),
          ),
        );
    }
    await tx.delete(oidcPayloads).where(
      and(
        eq(oidcPayloads.model, 'Session'),
        inArray(
          oidcPayloads.id,
          ended.map((s) => s.id),
        ),
      ),
    );
  });
  return ended.length;
}

/**
 * Ends everything the issuer holds for an account (disabled or removed): its sessions, grants,
 * codes and refresh tokens, every one of which names the account. Its browsers then meet the
 * sign-in page, and no refresh brings a token back.
 */
export async function endAccountAtIssuer(db: Tx, subject: string): Promise<void> {
  await db.delete(oidcPayloads).where(byAccount(subject));
}

/** The grant ids an issuer session holds, one per client it signed in to. */
function grantsOf(payload: unknown): string[] {
  const authorizations = (payload as { authorizations?: Record<string, { grantId?: unknown }> })
    .authorizations;
  return Object.values(authorizations ?? {})
    .map((a) => a.grantId)
    .filter((g): g is string => typeof g === 'string' && g.length > 0);
}
