import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

/** A default daily task as stored in a center's settings (title, description, week days). */
export interface DefaultTaskRow {
  title: string;
  description: string;
  days: number[];
}

/**
 * A center's default settings (decisions.md §4): the three preset check-in messages, the tasks a
 * new center starts with, and the program start rule. The time zone lives on the center itself.
 * One row per center, created on its first save; a center without a row reads the defaults.
 */
export const centerSettings = pgTable(
  'center_settings',
  {
    treatmentCenterId: uuid('treatment_center_id')
      .primaryKey()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    checkInMessages: text('check_in_messages').array().notNull(),
    defaultTasks: jsonb('default_tasks').$type<DefaultTaskRow[]>().notNull().default(sql`'[]'::jsonb`),
    programStartRule: text('program_start_rule').notNull().default('join_date'),
    /** The language of a new patient who chose none in the app, and of invitations ('en' | 'es'). */
    defaultLanguage: text('default_language').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('center_settings_messages_check', sql`cardinality(${t.checkInMessages}) = 3`),
    check(
      'center_settings_start_rule_check',
      sql`${t.programStartRule} in ('join_date', 'next_monday', 'set_by_staff')`,
    ),
    check('center_settings_language_check', sql`${t.defaultLanguage} in ('en', 'es')`),
  ],
);

/** A user's own preferences: which notification e-mails they want. Absent row = defaults. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailContactNow: boolean('email_contact_now').notNull().default(true),
  emailUnreadMessages: boolean('email_unread_messages').notNull().default(false),
  emailRiskAlerts: boolean('email_risk_alerts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
