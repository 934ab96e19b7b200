import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

const center = () =>
  uuid('treatment_center_id')
    .notNull()
    .references(() => treatmentCenters.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A patient's membership of one center: the "patient" of the portal (spec §3). */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    /** The patient's account once they accepted; null while invited. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The patient's subject in underscore form (spec §3 external_id). */
    externalId: text('external_id'),
    status: text('status').notNull().default('invited'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    fbEmail: text('fb_email'),
    /** Sobriety start date: the first day of the program (membership progress). */
    firstDay: date('first_day'),
    /** The day the status last became alumni (center's zone); null otherwise: discharge and follow-up assessments run from it. */
    dischargedOn: date('discharged_on'),
    addictions: text('addictions').array().notNull().default(sql`'{}'::text[]`),
    /** When the patient deleted their app account; the membership stays as the center's record. */
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a search matches: "first last email", unaccented and lower-cased (migration 0004's
     * function), kept with the row so a search neither unaccents every candidate again nor plans
     * around the function; indexed by trigram within each center (migration 0018).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`public.membership_search_text(first_name, last_name, email)`),
  },
  (t) => [
    check('memberships_status_check', sql`${t.status} in ('invited', 'active', 'alumni', 'inactive')`),
    uniqueIndex('memberships_center_email_key').on(t.treatmentCenterId, sql`lower(${t.email})`),
    index('memberships_center_status_idx').on(t.treatmentCenterId, t.status, t.createdAt),
    index('memberships_user_idx').on(t.userId),
  ],
);

/** A membership reserved by phone number, claimed when the patient signs up with that phone. */
export const reservedMemberships = pgTable(
  'reserved_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    /** Digits only, country code included ("15550100000"). */
    phoneNumber: text('phone_number').notNull(),
    fbEmail: text('fb_email'),
    email: text('email'),
    state: text('state').notNull().default('pending'),
    /** Set when the row came from a CSV import (delete_from_import removes only such rows). */
    importId: uuid('import_id'),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('reserved_state_check', sql`${t.state} in ('pending', 'completed')`),
    uniqueIndex('reserved_center_phone_key').on(t.treatmentCenterId, t.phoneNumber),
    index('reserved_center_state_idx').on(t.treatmentCenterId, t.state, t.createdAt),
  ],
);

/** One daily check-in per patient per local day; a second one that day replaces the first. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    mood: smallint('mood').notNull(),
    presetMessage: smallint('preset_message').notNull(),
    /**
     * The center's text for that message when the patient chose it: the center may reword its
     * messages later, and a report shows what the patient picked (issue 20).
     */
    presetMessageText: text('preset_message_text').notNull(),
    text: text('text'),
    /** How many times this day's check-in was replaced. */
    replacedCount: integer('replaced_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('check_ins_mood_check', sql`${t.mood} in (20, 30, 40, 80, 90, 100)`),
    check('check_ins_preset_check', sql`${t.presetMessage} between 1 and 3`),
    uniqueIndex('check_ins_membership_date_key').on(t.membershipId, t.date),
    index('check_ins_center_date_idx').on(t.treatmentCenterId, t.date),
    // The FHIR API's Observation pages (and a bulk export) walk a center's check-ins in id order.
    index('check_ins_center_id_idx').on(t.treatmentCenterId, t.id),
  ],
);

/** A center's daily task; `days` holds week days 0–6 (Sunday = 0), empty = every day. */
export const dailyTasks = pgTable(
  'daily_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('daily_tasks_center_idx').on(t.treatmentCenterId, t.position)],
);

export const taskCompletions = pgTable(
  'task_completions',
  {
    treatmentCenterId: center(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => dailyTasks.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.taskId, t.date] }),
    index('task_completions_center_date_idx').on(t.treatmentCenterId, t.date),
  ],
);

/** Attendance of a patient at a meeting or session (decisions.md §4). */
export const assistanceRecords = pgTable(
  'assistance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    attended: boolean('attended').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('assistance_membership_date_idx').on(t.membershipId, t.date)],
);

/** A patient's "call me now" request from the mobile app. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_requests_status_check', sql`${t.status} in ('open', 'handled')`),
    index('contact_requests_center_status_idx').on(t.treatmentCenterId, t.status, t.createdAt),
  ],
);
