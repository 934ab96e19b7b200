import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';

export interface SmsMessage {
  /** Digits only, country code included ("15550100000"). */
  to: string;
  body: string;
  /** What the text is about: "phone-code", … */
  kind: string;
  /**
   * Secrets in the body (a one-time code). Delivered through the provider, the stored copy has them
   * replaced by "[redacted]"; the embedded outbox keeps them, since it is the phone.
   */
  secrets?: string[];
}

export interface Sms {
  readonly mode: 'outbox' | 'http';
  /** Records the text in the outbox and, with a provider configured, delivers it. Throws when delivery fails. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

export interface TwilioOptions {
  /** The API's origin: https://api.twilio.com, or a local server speaking the same API in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{SID}/Messages.json, basic auth with the account
 * SID and auth token, a form body To/From/Body; 201 with the message's `sid`.
 */
export async function sendWithTwilio(options: TwilioOptions, to: string, body: string): Promise<string> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: `+${to}`, From: options.from, Body: body }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const answer = (await res.json().catch(() => ({}))) as { sid?: unknown; message?: unknown; code?: unknown };
  if (!res.ok || typeof answer.sid !== 'string') {
    // Twilio's error body says why (code + message); neither holds the text we sent.
    throw new Error(
      `SMS provider answered ${res.status}${answer.code ? ` (code ${String(answer.code)})` : ''}`,
    );
  }
  return answer.sid;
}

/**
 * The SMS adapter, like the mailer: embedded, the outbox table is the phone (shown at /dev/mailbox);
 * with Twilio configured, the same row is written, then delivered and marked sent or failed.
 */
export function createSms(config: Config, db: Db): Sms {
  const twilio: TwilioOptions | null =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.SMS_FROM
      ? {
          baseUrl: config.SMS_PROVIDER_URL ?? 'https://api.twilio.com',
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.SMS_FROM,
        }
      : null;
  return {
    mode: twilio ? 'http' : 'outbox',
    async send(message) {
      const stored = twilio
        ? (message.secrets ?? []).reduce((v, secret) => v.replaceAll(secret, '[redacted]'), message.body)
        : message.body;
      const [row] = await db
        .insert(smsOutbox)
        .values({ to: message.to, body: stored, kind: message.kind, status: twilio ? 'sending' : 'stored' })
        .returning({ id: smsOutbox.id });
      if (!row) throw new Error('SMS outbox insert returned nothing');
      if (!twilio) return row;
      try {
        const providerId = await sendWithTwilio(twilio, message.to, message.body);
        await db
          .update(smsOutbox)
          .set({ status: 'sent', providerId, sentAt: new Date() })
          .where(eq(smsOutbox.id, row.id));
      } catch (err) {
        await db
          .update(smsOutbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
          .where(eq(smsOutbox.id, row.id));
        throw err;
      }
      return row;
    },
  };
}
