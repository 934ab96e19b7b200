import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

/**
 * What a push says. Only ids: a push shows on a lock screen, so it never carries the message, the
 * center's name or anything else about someone's treatment. The app fetches the content through
 * the signed-in patient API.
 */
export interface PushMessage {
  kind: 'alumni_notification';
  id: string;
  treatmentCenterId: string;
}

export interface PushRecipient {
  /** The delivery row this push is for. */
  deliveryId: string;
  /** The patient's subject in underscore form; null when they have no account yet. */
  externalId: string | null;
}

export interface PushOutcome {
  /** Delivery ids the adapter handed on. */
  sent: string[];
  /** Delivery ids it could not. */
  failed: string[];
}

/** Push to the mobile app (decisions.md §2): stored and pulled by default, a webhook when configured. */
export interface Push {
  readonly mode: 'stored' | 'webhook';
  deliver(message: PushMessage, recipients: PushRecipient[]): Promise<PushOutcome>;
}

/** The text every push shows, whatever it is about. */
export const PUSH_TITLE = 'You have a new message';

/** Embedded: the delivery rows are the push; the patient API lists them to the app. */
export const storedPush = (): Push => ({
  mode: 'stored',
  async deliver() {
    return { sent: [], failed: [] };
  },
});

/**
 * Webhook: one POST per message to PUSH_WEBHOOK_URL (a push gateway: FCM/APNs relay, OneSignal…),
 * signed with HMAC-SHA256 of the body in `X-Signature` so the gateway can check it came from us.
 */
export function webhookPush(options: { url: string; secret: string; timeoutMs?: number }): Push {
  return {
    mode: 'webhook',
    async deliver(message, recipients) {
      const reachable = recipients.filter((r) => r.externalId);
      if (reachable.length === 0) return { sent: [], failed: [] };
      const body = JSON.stringify({
        type: message.kind,
        id: message.id,
        title: PUSH_TITLE,
        recipients: reachable.map((r) => r.externalId),
      });
      const ids = reachable.map((r) => r.deliveryId);
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': `sha256=${createHmac('sha256', options.secret).update(body).digest('hex')}`,
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        return res.ok ? { sent: ids, failed: [] } : { sent: [], failed: ids };
      } catch {
        return { sent: [], failed: ids };
      }
    },
  };
}

export const createPush = (config: Config): Push =>
  config.PUSH_WEBHOOK_URL && config.PUSH_WEBHOOK_SECRET
    ? webhookPush({ url: config.PUSH_WEBHOOK_URL, secret: config.PUSH_WEBHOOK_SECRET })
    : storedPush();
