import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumniNotificationDeliveries,
  checkInReminders,
  pushSubscriptions,
  scheduledPushes,
  users,
} from '../../db/schema/index';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A device subscribes once per endpoint: subscribing again (new keys, another account signed in on
 * the same browser) moves the row to the caller.
 */
export async function upsertSubscription(
  tx: Tx,
  values: {
    centerId: string;
    membershipId: string;
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    deviceLabel: string;
  },
): Promise<SubscriptionRow> {
  const row = {
    treatmentCenterId: values.centerId,
    membershipId: values.membershipId,
    userId: values.userId,
    endpoint: values.endpoint,
    p256dh: values.p256dh,
    auth: values.auth,
    deviceLabel: values.deviceLabel,
  };
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } })
    .returning();
  if (!saved) throw new Error('push subscription upsert returned nothing');
  return saved;
}

export function subscriptionsOf(tx: Tx, centerId: string, membershipId: string) {
  return tx
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.treatmentCenterId, centerId),
        eq(pushSubscriptions.membershipId, membershipId),
      ),
    )
    .orderBy(pushSubscriptions.createdAt);
}

/** Deletes the caller's subscription with this endpoint; false when they have none. */
export async function deleteOwnSubscription(tx: Tx, membershipId: string, endpoint: string) {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.membershipId, membershipId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSent(db: Db, id: string, at: Date) {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}

/** Subscriptions of some users of a center (chat members), for a push about a conversation. */
export function subscriptionsOfUsers(db: Db, centerId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([] as SubscriptionRow[]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.treatmentCenterId, centerId), inArray(pushSubscriptions.userId, userIds)),
    );
}

/** Subscriptions of the recipients of an alumni notification (its delivery rows). */
export function subscriptionsOfNotification(db: Db, centerId: string, notificationId: string) {
  return db
    .select({ s: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(
      alumniNotificationDeliveries,
      and(
        eq(alumniNotificationDeliveries.membershipId, pushSubscriptions.membershipId),
        eq(alumniNotificationDeliveries.notificationId, notificationId),
        eq(alumniNotificationDeliveries.treatmentCenterId, centerId),
      ),
    )
    .where(eq(pushSubscriptions.treatmentCenterId, centerId))
    .then((rows) => rows.map((r) => r.s));
}

/** Subscriptions of some memberships of a center (one patient's reminders). */
export function subscriptionsOfMemberships(db: Db, centerId: string, membershipIds: string[]) {
  if (membershipIds.length === 0) return Promise.resolve([] as SubscriptionRow[]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.treatmentCenterId, centerId),
        inArray(pushSubscriptions.membershipId, membershipIds),
      ),
    );
}

export async function reminderOf(tx: Tx, centerId: string, membershipId: string) {
  const [row] = await tx
    .select()
    .from(checkInReminders)
    .where(
      and(eq(checkInReminders.treatmentCenterId, centerId), eq(checkInReminders.membershipId, membershipId)),
    );
  return row;
}

export async function saveReminder(
  tx: Tx,
  values: { centerId: string; membershipId: string; localTime: string; timeZone: string },
) {
  const row = {
    treatmentCenterId: values.centerId,
    membershipId: values.membershipId,
    localTime: values.localTime,
    timeZone: values.timeZone,
    updatedAt: new Date(),
  };
  await tx
    .insert(checkInReminders)
    .values(row)
    .onConflictDoUpdate({ target: checkInReminders.membershipId, set: row });
}

export async function deleteReminder(tx: Tx, centerId: string, membershipId: string) {
  await tx
    .delete(checkInReminders)
    .where(
      and(eq(checkInReminders.treatmentCenterId, centerId), eq(checkInReminders.membershipId, membershipId)),
    );
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Check-in reminders due at `now`: the patient's local time (in the center's time zone today) has
 * come, they have not checked in on that local day, and no reminder went out for it yet. Active
 * patients and alumni only, never a deleted account.
 */
export async function dueCheckInReminders(db: Db, now: Date) {
  const at = now.toISOString();
  const res = await db.execute(sql`
    select r.membership_id, r.treatment_center_id,
      to_char(timezone(c.time_zone, ${at}::timestamptz), 'YYYY-MM-DD') as local_date
    from check_in_reminders r
    join treatment_centers c on c.id = r.treatment_center_id
    join memberships m on m.id = r.membership_id and m.treatment_center_id = r.treatment_center_id
    where m.status in ('active', 'alumni') and m.account_deleted_at is null
      and timezone(c.time_zone, ${at}::timestamptz)::time >= r.local_time::time
      and not exists (
        select 1 from check_ins ci
        where ci.membership_id = r.membership_id
          and ci.date = timezone(c.time_zone, ${at}::timestamptz)::date)
      and not exists (
        select 1 from scheduled_pushes s
        where s.key = 'checkin:' || r.membership_id || ':'
          || to_char(timezone(c.time_zone, ${at}::timestamptz), 'YYYY-MM-DD'))
    limit 500`);
  return rowsOf<{ membership_id: string; treatment_center_id: string; local_date: string }>(res);
}

/**
 * Event reminders due at `now`: an alumni event starting within the next 24 hours, for each
 * subscribed active patient or alumnus of its center who was not reminded of it at this time yet.
 * The key holds the event's start (`starts`, epoch seconds): an event moved after its reminder went
 * is reminded again, with the new time.
 */
export async function dueEventReminders(db: Db, now: Date) {
  const at = now.toISOString();
  const res = await db.execute(sql`
    select distinct e.id as event_id, m.id as membership_id, e.treatment_center_id,
      extract(epoch from e.event_date)::bigint::text as starts
    from alumni_events e
    join memberships m on m.treatment_center_id = e.treatment_center_id
    join push_subscriptions s on s.membership_id = m.id
    where e.event_date > ${at}::timestamptz
      and e.event_date <= ${at}::timestamptz + interval '24 hours'
      and m.status in ('active', 'alumni') and m.account_deleted_at is null
      and not exists (
        select 1 from scheduled_pushes k
        where k.key = 'event:' || e.id || ':' || extract(epoch from e.event_date)::bigint || ':' || m.id)
    limit 500`);
  return rowsOf<{ event_id: string; membership_id: string; treatment_center_id: string; starts: string }>(
    res,
  );
}

/**
 * Claims a scheduled push by its key: true for exactly one caller, whichever instance runs the
 * tick first, so a reminder is never sent twice.
 */
export async function claimScheduled(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(scheduledPushes)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: scheduledPushes.key });
  return rows.length === 1;
}

/** Keys older than eight days can go: nothing they guard is due again. */
export async function sweepScheduled(db: Db, now: Date) {
  await db
    .delete(scheduledPushes)
    .where(lt(scheduledPushes.createdAt, new Date(now.getTime() - 8 * 86_400_000)));
}

/** The languages some users chose (absent from the map: none chosen), for their pushes' titles. */
export async function languagesOfUsers(db: Db, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.language]));
}
