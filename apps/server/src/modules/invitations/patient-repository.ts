import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships } from '../../db/schema/index';

/**
 * The invited membership becomes the patient's: active from the center's today, linked to the new
 * account. Only while still invited (the link was used up in the same transaction).
 */
export async function activateInvitedMembership(
  tx: Tx,
  values: {
    centerId: string;
    membershipId: string;
    userId: string;
    externalId: string;
    firstName: string;
    lastName: string;
    firstDay: string;
  },
): Promise<boolean> {
  const rows = await tx
    .update(memberships)
    .set({
      status: 'active',
      userId: values.userId,
      externalId: values.externalId,
      firstName: values.firstName,
      lastName: values.lastName,
      firstDay: values.firstDay,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(memberships.treatmentCenterId, values.centerId),
        eq(memberships.id, values.membershipId),
        eq(memberships.status, 'invited'),
      ),
    )
    .returning({ id: memberships.id });
  return rows.length === 1;
}
