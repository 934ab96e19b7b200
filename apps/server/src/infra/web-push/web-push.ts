import type { Language } from '@portal/i18n';
import type { OutgoingTextKey } from '@portal/i18n/texts/outgoing';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../identity/keys';
import { outgoingText } from '../outgoing-texts';

/**
 * What a push to the patient app says. Never health information: a push shows on a lock screen
 * and passes through the browser vendor's push service, so it carries a kind, an id and a generic
 * text; the app fetches the rest through the signed-in API.
 */
export interface WebPushPayload {
  kind:
    | 'chat_message'
    | 'alumni_notification'
    | 'event_reminder'
    | 'check_in_reminder'
    | 'assessment_due'
    | 'assessment_last_day';
  /** The record the app opens (a channel, a notification, an event); null for the reminder. */
  id: string | null;
  title: string;
  /** Where in the app a tap leads. */
  url: string;
}

/** The generic text of each kind, in the catalogue (packages/i18n/src/texts/outgoing/push.ts). */
const PUSH_TITLES: Record<WebPushPayload['kind'], OutgoingTextKey> = {
  chat_message: 'push.chatMessage',
  alumni_notification: 'push.alumniNotification',
  event_reminder: 'push.eventReminder',
  check_in_reminder: 'push.checkInReminder',
  assessment_due: 'push.assessmentDue',
  assessment_last_day: 'push.assessmentLastDay',
};

/** A kind's title in the recipient's language. */
export const pushTitle = (lang: Language, kind: WebPushPayload['kind']) =>
  outgoingText(lang, PUSH_TITLES[kind]);

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone = the push service says the subscription no longer exists (404/410); failed = try later. */
export type PushResult = 'sent' | 'gone' | 'failed';

export interface WebPush {
  /** The VAPID public key (base64url), the `applicationServerKey` of the app's subscribe(). */
  readonly publicKey: string;
  send(subscription: DeviceSubscription, payload: WebPushPayload): Promise<PushResult>;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair: from the configuration, or generated once and kept in the database. */
export async function loadVapidKeys(config: Config, db: Db): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  return loadOrCreateSecret(db, 'vapid-keys', async () => webpush.generateVAPIDKeys());
}

/** `mailto:` + the address of MAIL_FROM ("Name <a@b>" or "a@b"), unless VAPID_SUBJECT says otherwise. */
export const vapidSubject = (config: Config) =>
  config.VAPID_SUBJECT ?? `mailto:${config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM.trim()}`;

/**
 * Web Push (RFC 8030) with an RFC 8291 `aes128gcm` payload and a VAPID (RFC 8292) Authorization:
 * the web-push library encrypts and signs (generateRequestDetails); the request itself goes out
 * through fetch with a time-out, so any push service URL works (and a local one in tests).
 */
export async function createWebPush(
  config: Config,
  db: Db,
  options: { timeoutMs?: number } = {},
): Promise<WebPush> {
  const keys = await loadVapidKeys(config, db);
  const subject = vapidSubject(config);
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: 'aes128gcm',
          // A day: a phone that is off gets a reminder late rather than never.
          TTL: 86_400,
        },
      );
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          ...(details.body ? { body: new Uint8Array(details.body) } : {}),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 404 || res.status === 410) return 'gone';
        return res.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
