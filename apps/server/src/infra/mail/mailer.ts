import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about: "invitation", "password-reset", … */
  kind: string;
  treatmentCenterId?: string | null;
  meta?: Record<string, unknown>;
  /**
   * Secrets in the text (an invitation link's token). Delivered through SMTP, the stored copy has
   * them replaced by "[redacted]": the outbox then is a record, not a second way in. The embedded
   * outbox keeps them, since it is the mailbox.
   */
  secrets?: string[];
}

export interface Mailer {
  readonly mode: 'outbox' | 'smtp';
  /** Records the mail in the outbox and, with SMTP configured, delivers it. Throws when delivery fails. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/**
 * The mail adapter. Embedded: the outbox table is the mailbox (shown at /dev/mailbox). SMTP: the
 * same row is written, then delivered through nodemailer and marked sent or failed.
 */
export function createMailer(config: Config, db: Db): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const stored = (value: string) =>
        transport
          ? (message.secrets ?? []).reduce((v, secret) => v.replaceAll(secret, '[redacted]'), value)
          : value;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: stored(message.text),
          html: message.html ? stored(message.html) : null,
          kind: message.kind,
          treatmentCenterId: message.treatmentCenterId ?? null,
          meta: message.meta ?? null,
          status: transport ? 'sending' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      if (!transport) return row;
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
          .where(eq(mailOutbox.id, row.id));
        throw err;
      }
      return row;
    },
  };
}
