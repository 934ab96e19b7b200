import type { AlumniNotification, QueryOf, Routes } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { eventsOf } from '../../infra/events/events';
import type { Push } from '../../infra/push/push';
import * as repo from './repository';

export interface NotificationContext {
  db: Db;
  push: Push;
  actor: Actor;
  centerId: string;
  userId: string;
}

const toNotification = (row: repo.NotificationRow): AlumniNotification => ({
  id: row.id,
  message: row.message,
  sent_at: row.sentAt.toISOString(),
  sent_by: row.sentBy,
  recipients_count: row.recipientsCount,
});

export async function listNotifications(
  ctx: NotificationContext,
  query: QueryOf<Routes['listAlumniNotifications']>,
): Promise<{ alumni_notifications: AlumniNotification[]; total: number }> {
  const { rows, total } = await repo.listNotifications(ctx.db, ctx.centerId, query);
  return { alumni_notifications: rows.map(toNotification), total };
}

/**
 * Sends a message to every alumnus of the center: the notification and its delivery rows commit
 * together (the patient API lists them from there), then the push adapter is told. A push that
 * fails is recorded on its delivery rows; the notification stays sent.
 */
export async function sendNotification(
  ctx: NotificationContext,
  message: string,
): Promise<AlumniNotification> {
  const { id, recipients } = await ctx.db.transaction(async (tx) => {
    const sent = await repo.insertNotification(tx, ctx.centerId, ctx.userId, message);
    await audit(tx, ctx.actor, {
      action: 'alumni_notification.send',
      resourceType: 'alumni_notification',
      resourceId: sent.id,
      outcome: 'success',
      detail: { recipients: sent.recipients.length },
    });
    return sent;
  });
  const outcome = await ctx.push.deliver(
    { kind: 'alumni_notification', id, treatmentCenterId: ctx.centerId },
    recipients,
  );
  const at = new Date();
  if (outcome.sent.length) await repo.markDeliveries(ctx.db, ctx.centerId, outcome.sent, 'sent', at);
  if (outcome.failed.length) await repo.markDeliveries(ctx.db, ctx.centerId, outcome.failed, 'failed', at);
  // Web Push to the recipients' devices (modules/push), never delaying the answer.
  void eventsOf(ctx.db).emit('alumni_notification.sent', { centerId: ctx.centerId, notificationId: id });
  const row = await repo.findNotification(ctx.db, ctx.centerId, id);
  if (!row) throw notFound();
  return toNotification(row);
}
