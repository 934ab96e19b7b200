import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';
import { sidOf } from './session-store';

/**
 * The grant a client holds in one sign-in: the live issuer session of `subject` whose `sid` an
 * access token carries, and the grant that session recorded for the token's client. None once the
 * session ended (sign-out, RP-initiated logout, a disabled account) or the client never signed in
 * there. A person has few issuer sessions, so reading them all (no index on the account) is cheap.
 */
export async function signInGrantId(
  db: Db,
  subject: string,
  sid: string,
  clientId: string,
): Promise<string | undefined> {
  const sessions = await db
    .select({ uid: oidcPayloads.uid, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Session'),
        sql`${oidcPayloads.payload}->>'accountId' = ${subject}`,
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      ),
    );
  const session = sessions.find((s) => s.uid && sidOf(s.uid) === sid);
  const authorizations = (session?.payload as { authorizations?: Record<string, { grantId?: unknown }> })
    ?.authorizations;
  const grantId = authorizations?.[clientId]?.grantId;
  return typeof grantId === 'string' && grantId ? grantId : undefined;
}
