import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alumniNotificationDeliveries, alumniNotifications } from '../../db/schema/index';

/** The notifications delivered to one membership of the center, newest first. */
export async function deliveriesOf(
  tx: Tx,
  centerId: string,
  membershipId: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(alumniNotificationDeliveries.treatmentCenterId, centerId),
    eq(alumniNotificationDeliveries.membershipId, membershipId),
  );
  const rows = await tx
    .select({
      id: alumniNotifications.id,
      message: alumniNotifications.message,
      sentAt: alumniNotifications.sentAt,
      readAt: alumniNotificationDeliveries.readAt,
    })
    .from(alumniNotificationDeliveries)
    .innerJoin(
      alumniNotifications,
      and(
        eq(alumniNotifications.id, alumniNotificationDeliveries.notificationId),
        eq(alumniNotifications.treatmentCenterId, centerId),
      ),
    )
    .where(where)
    .orderBy(desc(alumniNotifications.sentAt), desc(alumniNotifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(alumniNotificationDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}
