import type { AssessmentPlanEntry } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

const center = () =>
  uuid('treatment_center_id')
    .notNull()
    .references(() => treatmentCenters.id, { onDelete: 'cascade' });
const membership = () =>
  uuid('membership_id')
    .notNull()
    .references(() => memberships.id, { onDelete: 'cascade' });

/**
 * One assessment a patient owes (issue 39): an instrument at an occasion of the center's plan
 * (`joining`, `week-4`, `discharge`, `follow-up-30`) or assigned by staff (`assigned-<uuid>`). The
 * unique key makes claiming an occasion an insert ON CONFLICT DO NOTHING: whichever instance gets
 * there first writes it, once. Due until `last_day` (inclusive), then missed, never dropped.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: membership(),
    instrumentId: text('instrument_id').notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    occasion: text('occasion').notNull(),
    dueOn: date('due_on').notNull(),
    lastDay: date('last_day').notNull(),
    status: text('status').notNull().default('due'),
    /** The staff member who assigned it now; null for an occasion of the plan. */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the sweep claimed the "it is due" push, and the "last day" push: each is sent once. */
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    remindedLastDayAt: timestamp('reminded_last_day_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assessments_status_check', sql`${t.status} in ('due', 'completed', 'missed')`),
    check('assessments_window_check', sql`${t.lastDay} >= ${t.dueOn}`),
    uniqueIndex('assessments_occasion_key').on(t.membershipId, t.instrumentId, t.occasion),
    // The sweep's "past its window" update, per center.
    index('assessments_center_status_idx').on(t.treatmentCenterId, t.status, t.lastDay),
  ],
);

/**
 * A submitted assessment, shaped like a FHIR QuestionnaireResponse: every answer by linkId (a
 * choice's code or a number of days), and the scores and bands the server computed from them
 * (never a client's). One per assessment; `client_key` is the app's idempotency key for retries.
 */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    treatmentCenterId: center(),
    membershipId: membership(),
    instrumentId: text('instrument_id').notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    /**
     * The kind of its assessment's occasion, copied at insert (an assessment's occasion never
     * changes): the occasion key, or `assigned` for staff's `assigned-<uuid>`. Outcomes groups by it
     * without a lookup into `assessments` per response (docs/outcomes.md).
     */
    occasionKind: text('occasion_kind').notNull(),
    language: text('language').notNull(),
    answers: jsonb('answers').notNull(),
    scores: jsonb('scores').notNull(),
    bands: jsonb('bands').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    clientKey: text('client_key').notNull(),
  },
  (t) => [
    uniqueIndex('assessment_responses_assessment_key').on(t.assessmentId),
    uniqueIndex('assessment_responses_client_key').on(t.membershipId, t.clientKey),
    index('assessment_responses_center_instrument_idx').on(
      t.treatmentCenterId,
      t.instrumentId,
      t.submittedAt,
    ),
  ],
);

/**
 * Each patient's course on one instrument, kept in the transaction of every response insert
 * (`recordTrajectory` in modules/assessments/repository.ts; the bulk seed's set-based twin): the
 * first and the latest response by (submitted_at, id), their scores, and how many there are. A
 * response submitted out of order (an offline one arriving late) moves the baseline or the latest
 * only if it is earlier or later. Outcomes reads one row per patient and instrument instead of
 * sorting every response (docs/outcomes.md "The trajectory table").
 */
export const assessmentTrajectories = pgTable(
  'assessment_trajectories',
  {
    treatmentCenterId: center(),
    membershipId: membership(),
    instrumentId: text('instrument_id').notNull(),
    firstResponseId: uuid('first_response_id').notNull(),
    firstSubmittedAt: timestamp('first_submitted_at', { withTimezone: true }).notNull(),
    firstScores: jsonb('first_scores').notNull(),
    latestResponseId: uuid('latest_response_id').notNull(),
    latestSubmittedAt: timestamp('latest_submitted_at', { withTimezone: true }).notNull(),
    latestScores: jsonb('latest_scores').notNull(),
    responses: integer('responses').notNull(),
  },
  // Center first: Outcomes reads a center's rows by this key's prefix.
  (t) => [
    primaryKey({
      name: 'assessment_trajectories_pkey',
      columns: [t.treatmentCenterId, t.membershipId, t.instrumentId],
    }),
  ],
);

/**
 * A center's assessment plan (issue 39 §2), set by its owners: the entries as the API holds them
 * (instrument, at joining, every N weeks, at discharge, follow-up days), validated by the contract.
 * A center without a row has the product's default plan.
 */
export const assessmentPlans = pgTable(
  'assessment_plans',
  {
    treatmentCenterId: uuid('treatment_center_id')
      .primaryKey()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    entries: jsonb('entries').$type<AssessmentPlanEntry[]>().notNull(),
    windowDays: integer('window_days').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assessment_plans_window_check', sql`${t.windowDays} between 1 and 30`)],
);
