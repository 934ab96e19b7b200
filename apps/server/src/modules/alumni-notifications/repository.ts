import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alumniNotificationDeliveries, alumniNotifications, memberships, users } from '../../db/schema/index';

export interface NotificationRow {
  id: string;
  message: string;
  sentAt: Date;
  sentBy: string;
  recipientsCount: number;
}

export interface Recipient {
  deliveryId: string;
  externalId: string | null;
}

const senderName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}, '')`;

const columns = {
  id: alumniNotifications.id,
  message: alumniNotifications.message,
  sentAt: alumniNotifications.sentAt,
  sentBy: senderName,
  recipientsCount: alumniNotifications.recipientsCount,
};

/** Newest first. */
export async function listNotifications(
  tx: Tx,
  centerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = eq(alumniNotifications.treatmentCenterId, centerId);
  const rows = await tx
    .select(columns)
    .from(alumniNotifications)
    .leftJoin(users, eq(users.id, alumniNotifications.sentBy))
    .where(where)
    .orderBy(desc(alumniNotifications.sentAt), desc(alumniNotifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(alumniNotifications).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findNotification(
  tx: Tx,
  centerId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .select(columns)
    .from(alumniNotifications)
    .leftJoin(users, eq(users.id, alumniNotifications.sentBy))
    .where(and(eq(alumniNotifications.treatmentCenterId, centerId), eq(alumniNotifications.id, id)));
  return row ?? null;
}

/**
 * Stores the notification and one delivery row per alumni membership of the center, in one
 * statement each, so the count and the rows always agree.
 */
export async function insertNotification(
  tx: Tx,
  centerId: string,
  sentBy: string,
  message: string,
): Promise<{ id: string; recipients: Recipient[] }> {
  const alumni = await tx
    .select({ id: memberships.id, userId: memberships.userId, externalId: memberships.externalId })
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.status, 'alumni')))
    .for('share');
  const [row] = await tx
    .insert(alumniNotifications)
    .values({ treatmentCenterId: centerId, message, sentBy, recipientsCount: alumni.length })
    .returning({ id: alumniNotifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  const recipients: Recipient[] = [];
  for (let i = 0; i < alumni.length; i += 1000) {
    const chunk = alumni.slice(i, i + 1000);
    const inserted = await tx
      .insert(alumniNotificationDeliveries)
      .values(
        chunk.map((m) => ({
          notificationId: row.id,
          treatmentCenterId: centerId,
          membershipId: m.id,
          userId: m.userId,
        })),
      )
      .returning({
        id: alumniNotificationDeliveries.id,
        membershipId: alumniNotificationDeliveries.membershipId,
      });
    const external = new Map(chunk.map((m) => [m.id, m.externalId]));
    for (const d of inserted)
      recipients.push({ deliveryId: d.id, externalId: external.get(d.membershipId) ?? null });
  }
  return { id: row.id, recipients };
}

export async function markDeliveries(
  tx: Tx,
  centerId: string,
  ids: string[],
  status: 'sent' | 'failed',
  at: Date,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .update(alumniNotificationDeliveries)
      .set({ status, pushedAt: at })
      .where(
        and(
          eq(alumniNotificationDeliveries.treatmentCenterId, centerId),
          inArray(alumniNotificationDeliveries.id, ids.slice(i, i + 1000)),
        ),
      );
  }
}
