import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, reservedMemberships } from '../../db/schema/index';

/**
 * Claiming by phone: the one query here that is not scoped by a caller's center, because the
 * caller is signing up and has none yet; the phone number is what finds the center.
 */
export async function pendingByPhone(tx: Tx, phone: string) {
  return tx
    .select()
    .from(reservedMemberships)
    .where(and(eq(reservedMemberships.phoneNumber, phone), eq(reservedMemberships.state, 'pending')))
    .limit(2);
}

export async function emailInCenter(tx: Tx, centerId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), sql`lower(${memberships.email}) = ${email}`))
    .limit(1);
  return !!row;
}

export async function insertActiveMembership(
  tx: Tx,
  values: {
    centerId: string;
    userId: string;
    externalId: string;
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    fbEmail: string | null;
    firstDay: string;
  },
) {
  const [row] = await tx
    .insert(memberships)
    .values({
      treatmentCenterId: values.centerId,
      userId: values.userId,
      externalId: values.externalId,
      status: 'active',
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      fbEmail: values.fbEmail,
      firstDay: values.firstDay,
    })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership insert returned nothing');
  return row.id;
}

/** Completes a pending reservation, atomically: of two claims at once exactly one gets it. */
export async function completeReservation(
  tx: Tx,
  centerId: string,
  id: string,
  membershipId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(reservedMemberships)
    .set({ state: 'completed', membershipId, completedAt: at })
    .where(
      and(
        eq(reservedMemberships.treatmentCenterId, centerId),
        eq(reservedMemberships.id, id),
        eq(reservedMemberships.state, 'pending'),
      ),
    )
    .returning({ id: reservedMemberships.id });
  return rows.length === 1;
}
