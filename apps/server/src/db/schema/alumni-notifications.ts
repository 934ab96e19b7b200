import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

/** A message an owner sent to every alumnus of the center (decisions.md §4 Alumni notification). */
export const alumniNotifications = pgTable(
  'alumni_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Alumni memberships of the center when it was sent: one delivery row each. */
    recipientsCount: integer('recipients_count').notNull(),
  },
  (t) => [index('alumni_notifications_center_sent_idx').on(t.treatmentCenterId, t.sentAt)],
);

/**
 * One notification for one alumnus: what the patient API lists to the mobile app, and the state
 * of its push (stored = kept for the app to fetch; sent / failed = the push adapter's outcome).
 */
export const alumniNotificationDeliveries = pgTable(
  'alumni_notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => alumniNotifications.id, { onDelete: 'cascade' }),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The patient's account, when they have one (invited-only alumni do not). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('stored'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('alumni_deliveries_status_check', sql`${t.status} in ('stored', 'sent', 'failed')`),
    uniqueIndex('alumni_deliveries_notification_membership_key').on(t.notificationId, t.membershipId),
    index('alumni_deliveries_membership_idx').on(t.membershipId, t.createdAt),
    index('alumni_deliveries_user_idx').on(t.userId, t.createdAt),
  ],
);
