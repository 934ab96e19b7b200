import { messages, type PushSubscribeBody } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { storedLanguage } from '../../http/language';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { pushTitle, type WebPush, type WebPushPayload } from '../../infra/web-push/web-push';
import * as repo from './repository';

export interface PushDeps {
  db: Db;
  webPush: WebPush;
}

const toSubscription = (row: repo.SubscriptionRow) => ({
  id: row.id,
  device_label: row.deviceLabel,
  created_at: row.createdAt.toISOString(),
});

/** An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte auth secret (RFC 8291). */
function validKeys(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(auth, 'base64url').length === 16;
}

const invalidSubscription = () =>
  badRequest(messages.pushSubscriptionInvalid, [
    { field: 'keys.p256dh', message: messages.pushSubscriptionInvalid },
  ]);

export function subscribe(db: Db, user: CurrentUser, actor: Actor, body: PushSubscribeBody) {
  if (!validKeys(body.keys.p256dh, body.keys.auth)) throw invalidSubscription();
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    const row = await repo.upsertSubscription(tx, {
      centerId: m.centerId,
      membershipId: m.id,
      userId: m.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      deviceLabel: body.device_label,
    });
    await audit(tx, actor, {
      action: 'push.subscribe',
      resourceType: 'push_subscription',
      resourceId: row.id,
      outcome: 'success',
      detail: { membership_id: m.id },
    });
    return { subscription: toSubscription(row), message: messages.pushSubscribed };
  });
}

export function mySubscriptions(db: Db, user: CurrentUser) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    return { subscriptions: (await repo.subscriptionsOf(tx, m.centerId, m.id)).map(toSubscription) };
  });
}

export function unsubscribe(db: Db, user: CurrentUser, actor: Actor, endpoint: string) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    if (!(await repo.deleteOwnSubscription(tx, m.id, endpoint))) throw notFound();
    await audit(tx, actor, {
      action: 'push.unsubscribe',
      resourceType: 'membership',
      resourceId: m.id,
      outcome: 'success',
    });
    return { message: messages.pushUnsubscribed };
  });
}

const toReminder = (row: { localTime: string; timeZone: string } | undefined) =>
  row ? { local_time: row.localTime, time_zone: row.timeZone } : null;

export function myReminder(db: Db, user: CurrentUser) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    return { reminder: toReminder(await repo.reminderOf(tx, m.centerId, m.id)) };
  });
}

/** The daily check-in reminder at a local time of the center's time zone; null turns it off. */
export function setReminder(db: Db, user: CurrentUser, actor: Actor, localTime: string | null) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    if (localTime) {
      await repo.saveReminder(tx, {
        centerId: m.centerId,
        membershipId: m.id,
        localTime,
        timeZone: m.timeZone,
      });
    } else {
      await repo.deleteReminder(tx, m.centerId, m.id);
    }
    await audit(tx, actor, {
      action: localTime ? 'push.reminder.set' : 'push.reminder.off',
      resourceType: 'membership',
      resourceId: m.id,
      outcome: 'success',
      ...(localTime ? { detail: { local_time: localTime } } : {}),
    });
    return {
      reminder: localTime ? { local_time: localTime, time_zone: m.timeZone } : null,
      message: localTime ? messages.reminderSaved : messages.reminderOff,
    };
  });
}

/** A push before its title, which is written per device in its owner's language. */
type PushMessage = Omit<WebPushPayload, 'title'>;

const payload = (kind: WebPushPayload['kind'], id: string | null, url: string): PushMessage => ({
  kind,
  id,
  url,
});

/**
 * Sends one payload to each subscription, titled in the language its owner chose (English when
 * none: a push has no request to take a language from); a subscription the push service calls gone
 * (404/410) is deleted, a failure is left for the next push (push services retry nothing for us).
 */
export async function sendTo(deps: PushDeps, subscriptions: repo.SubscriptionRow[], message: PushMessage) {
  const tally = { sent: 0, gone: 0, failed: 0 };
  const languages = await repo.languagesOfUsers(deps.db, [...new Set(subscriptions.map((s) => s.userId))]);
  await Promise.all(
    subscriptions.map(async (s) => {
      const lang = storedLanguage(languages.get(s.userId)) ?? 'en';
      const result = await deps.webPush.send(s, { ...message, title: pushTitle(lang, message.kind) });
      tally[result]++;
      if (result === 'gone') await repo.deleteSubscription(deps.db, s.id);
      if (result === 'sent') await repo.markSent(deps.db, s.id, new Date());
    }),
  );
  return tally;
}

/** A new chat message: every other member of the conversation with a subscribed device. */
export async function pushChatMessage(
  deps: PushDeps,
  e: { centerId: string; channelId: string; senderUserId: string; memberUserIds: string[] },
) {
  const others = e.memberUserIds.filter((id) => id !== e.senderUserId);
  const subs = await repo.subscriptionsOfUsers(deps.db, e.centerId, others);
  return sendTo(deps, subs, payload('chat_message', e.channelId, `/app/messages/${e.channelId}`));
}

export async function pushAlumniNotification(
  deps: PushDeps,
  e: { centerId: string; notificationId: string },
) {
  const subs = await repo.subscriptionsOfNotification(deps.db, e.centerId, e.notificationId);
  return sendTo(deps, subs, payload('alumni_notification', e.notificationId, '/app/news'));
}

/**
 * One tick of the scheduler: the check-in reminders and event reminders due now. Each is claimed
 * by its key before sending, so instances running the same tick never send one twice.
 */
export async function runScheduledPushes(deps: PushDeps, now = new Date()) {
  const done = { checkInReminders: 0, eventReminders: 0 };
  for (const r of await repo.dueCheckInReminders(deps.db, now)) {
    if (!(await repo.claimScheduled(deps.db, `checkin:${r.membership_id}:${r.local_date}`))) continue;
    const subs = await repo.subscriptionsOfMemberships(deps.db, r.treatment_center_id, [r.membership_id]);
    await sendTo(deps, subs, payload('check_in_reminder', null, '/app/check-in'));
    done.checkInReminders++;
  }
  for (const r of await repo.dueEventReminders(deps.db, now)) {
    const key = `event:${r.event_id}:${r.starts}:${r.membership_id}`;
    if (!(await repo.claimScheduled(deps.db, key))) continue;
    const subs = await repo.subscriptionsOfMemberships(deps.db, r.treatment_center_id, [r.membership_id]);
    // The app lists events on its Events and news screen (no page per event): it opens at this one.
    await sendTo(deps, subs, payload('event_reminder', r.event_id, `/app/news#event-${r.event_id}`));
    done.eventReminders++;
  }
  await repo.sweepScheduled(deps.db, now);
  return done;
}

/** Assessment reminders the assessment sweep claimed: a generic text, no instrument named. */
export async function pushAssessmentReminders(
  deps: PushDeps,
  e: { centerId: string; due: string[]; lastDay: string[] },
) {
  const tally = { sent: 0, gone: 0, failed: 0 };
  for (const [kind, ids] of [
    ['assessment_due', e.due],
    ['assessment_last_day', e.lastDay],
  ] as const) {
    if (ids.length === 0) continue;
    const subs = await repo.subscriptionsOfMemberships(deps.db, e.centerId, ids);
    // Due assessments show on the app's Today screen.
    const sent = await sendTo(deps, subs, payload(kind, null, '/app/home'));
    for (const k of ['sent', 'gone', 'failed'] as const) tally[k] += sent[k];
  }
  return tally;
}
