import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { oidcPayloads, passwordResets } from '../../db/schema/index';

/** Queries of the password reset links (only hashes are stored) and of the issuer's sessions. */
const usable = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/** A new link for a user; the user's earlier unused links stop working. */
export async function replaceResetLink(tx: Tx, userId: string, tokenHash: string, expiresAt: Date) {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export async function isResetLinkUsable(tx: Tx, tokenHash: string): Promise<boolean> {
  const [row] = await tx.select({ id: passwordResets.id }).from(passwordResets).where(usable(tokenHash));
  return !!row;
}

/** Marks a usable link used and returns its user; a second claim finds nothing (single use). */
export async function claimResetLink(tx: Tx, tokenHash: string): Promise<string | undefined> {
  const [claimed] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usable(tokenHash))
    .returning({ userId: passwordResets.userId });
  return claimed?.userId;
}

/** Ends the issuer sessions, grants, codes and refresh tokens of an account. */
export async function endSessionsOf(tx: Tx, subject: string) {
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${subject}`);
}
