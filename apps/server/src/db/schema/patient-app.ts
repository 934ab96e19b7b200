import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every text message the product sends: the embedded outbox (shown at /dev/mailbox), and the record
 * of what the HTTP provider accepted. Like the mail outbox, a delivered message's stored copy has
 * its one-time code replaced by "[redacted]".
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Digits only, country code included. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** What it is about ("phone-code"), for the dev mailbox and tests. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('stored'),
    /** The provider's message id (Twilio's `sid`). */
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);

/** One-time codes that prove a phone is in the caller's hand (claiming a reservation). */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    /** HMAC-SHA256 of the code with a server secret: the table alone does not give the code. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phoneNumber, t.createdAt)],
);

/** A device's Web Push subscription (RFC 8030 endpoint + RFC 8291 keys) for a patient. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_membership_idx').on(t.membershipId),
  ],
);

/** The daily check-in reminder a patient asked for: a local time in the center's time zone. */
export const checkInReminders = pgTable('check_in_reminders', {
  membershipId: uuid('membership_id')
    .primaryKey()
    .references(() => memberships.id, { onDelete: 'cascade' }),
  treatmentCenterId: uuid('treatment_center_id')
    .notNull()
    .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
  /** "HH:MM", 24-hour, local to `time_zone`. */
  localTime: text('local_time').notNull(),
  /** The center's time zone when the patient chose the time. */
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Scheduled pushes already sent ("checkin:<membership>:<date>", "event:<event>:<membership>"):
 * the scheduler inserts the key first and sends only if the insert made a row, so several
 * instances running the same tick never send twice.
 */
export const scheduledPushes = pgTable(
  'scheduled_pushes',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('scheduled_pushes_created_idx').on(t.createdAt)],
);
