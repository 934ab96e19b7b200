import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends: the embedded outbox, and the record of what SMTP delivered. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about (invitation, password-reset…), for the dev mailbox and tests. */
    kind: text('kind').notNull(),
    treatmentCenterId: uuid('treatment_center_id'),
    status: text('status').notNull().default('stored'),
    error: text('error'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * Periodic jobs that must run on one instance at a time (the sweep of abandoned uploads): the
 * instance that moves `claimed_until` forward runs the job; the others see it claimed and skip.
 */
export const jobClaims = pgTable('job_claims', {
  name: text('name').primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});
