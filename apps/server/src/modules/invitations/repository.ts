import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invitationTokens, memberships, treatmentCenters } from '../../db/schema/index';

export type MembershipRow = typeof memberships.$inferSelect;

/** Every query is scoped by the caller's center; `centerId` always comes from the token. */
export async function findMembershipByEmail(tx: Tx, centerId: string, email: string) {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.treatmentCenterId, centerId),
        sql`lower(${memberships.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row ?? null;
}

/** `lock` holds the row until the transaction ends, so two re-sends cannot both leave a live link. */
export async function findMembership(
  tx: Tx,
  centerId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipRow | null> {
  const query = tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertInvitedMembership(
  tx: Tx,
  values: {
    centerId: string;
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    fbEmail: string | null;
  },
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(memberships)
    .values({
      treatmentCenterId: values.centerId,
      status: 'invited',
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      fbEmail: values.fbEmail,
    })
    .returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}

export async function centerName(tx: Tx, centerId: string): Promise<string> {
  const [row] = await tx
    .select({ name: treatmentCenters.name })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.name ?? '';
}

/** Makes every open link of the membership stop working (a new e-mail replaces them). */
export async function revokeOpenTokens(tx: Tx, centerId: string, membershipId: string, at: Date) {
  await tx
    .update(invitationTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(invitationTokens.treatmentCenterId, centerId),
        eq(invitationTokens.membershipId, membershipId),
        isNull(invitationTokens.consumedAt),
        isNull(invitationTokens.revokedAt),
      ),
    );
}

export async function insertToken(
  tx: Tx,
  values: { centerId: string; membershipId: string; tokenHash: string; expiresAt: Date; createdBy: string },
) {
  await tx.insert(invitationTokens).values({
    treatmentCenterId: values.centerId,
    membershipId: values.membershipId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdBy: values.createdBy,
  });
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(invitationTokens.tokenHash, tokenHash),
    isNull(invitationTokens.consumedAt),
    isNull(invitationTokens.revokedAt),
    gt(invitationTokens.expiresAt, now),
  );

/** The invited membership a usable token points at, without using the token up. */
export async function findByUsableToken(tx: Tx, tokenHash: string, now: Date): Promise<MembershipRow | null> {
  const [row] = await tx
    .select({ membership: memberships })
    .from(invitationTokens)
    .innerJoin(
      memberships,
      and(
        eq(memberships.id, invitationTokens.membershipId),
        eq(memberships.treatmentCenterId, invitationTokens.treatmentCenterId),
      ),
    )
    .where(and(usable(tokenHash, now), eq(memberships.status, 'invited')));
  return row?.membership ?? null;
}

/**
 * Uses a token up, atomically: of two concurrent attempts exactly one gets the row back. The
 * token's own center scopes the membership lookup (the caller has no center yet: the patient is
 * only now accepting).
 */
export async function consumeToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(invitationTokens)
    .set({ consumedAt: now })
    .where(usable(tokenHash, now))
    .returning({ membershipId: invitationTokens.membershipId, centerId: invitationTokens.treatmentCenterId });
  return row ?? null;
}
