import { type Actor, audit } from '../audit/audit';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { CurrentUser, SignInOf } from './current-user';
import { endIssuerSession } from './issuer/session-store';
import { endSession } from './sessions';

/**
 * "Sign out" of the portal or the patient app (issue 19), in one call:
 * - the sign-in is recorded as ended, so every token of it (the one in hand, and any a refresh
 *   already produced) is refused on its next call, through the caller lookup every call makes;
 * - with the embedded issuer, the issuer session the token names ends with its grants, so its
 *   refresh tokens are revoked and the next sign-in asks for the password. An external issuer's
 *   session is ended by the browser (RP-initiated logout) and its refresh token revoked there.
 * The row and the audit entry commit together; the issuer's rows follow (a failure there leaves
 * the token refused, which is what matters, and is retried by the browser's own logout).
 */
export async function signOut(
  deps: { db: Db; config: Config },
  user: CurrentUser,
  signIn: SignInOf,
  actor: Actor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await endSession(tx, signIn.key, user.userId, new Date());
    await audit(tx, actor, {
      action: 'signout',
      resourceType: 'user',
      resourceId: user.userId,
      outcome: 'success',
    });
  });
  if (!deps.config.OIDC_ISSUER && signIn.sid) await endIssuerSession(deps.db, user.subject, signIn.sid);
}
