import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

/**
 * Risk alerts about a patient (decisions.md "Risk alerts"). At most one unresolved (open or
 * acknowledged) alert per patient and rule, except the assessment rules (PHQ-9 item 9, BAM-R use):
 * each positive response opens its own. `anchor` names the evidence (a check-in date, a contact
 * request id, a first-day move, a response id) so the same evidence never opens a second alert.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    anchor: text('anchor').notNull(),
    trigger: jsonb('trigger').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actedBy: uuid('acted_by').references(() => users.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    check('alerts_status_check', sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
    check(
      'alerts_rule_check',
      sql`${t.rule} in ('mood_dip', 'silence', 'reset', 'contact_unanswered', 'phq9_item9', 'bamr_use')`,
    ),
    // The assessment rules are exempt: every positive answer is its own alert, acknowledged on its own.
    uniqueIndex('alerts_one_unresolved_key')
      .on(t.membershipId, t.rule)
      .where(sql`${t.status} <> 'resolved' and ${t.rule} not in ('phq9_item9', 'bamr_use')`),
    uniqueIndex('alerts_evidence_key').on(t.membershipId, t.rule, t.anchor),
    index('alerts_center_status_idx').on(t.treatmentCenterId, t.status, t.createdAt),
  ],
);

/** A center's risk-alert thresholds; a center without a row uses DEFAULT_ALERT_THRESHOLDS. */
export const alertSettings = pgTable('alert_settings', {
  treatmentCenterId: uuid('treatment_center_id')
    .primaryKey()
    .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
  moodDropPoints: integer('mood_drop_points').notNull(),
  lowMood: integer('low_mood').notNull(),
  silenceDays: integer('silence_days').notNull(),
  contactMinutes: integer('contact_minutes').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
