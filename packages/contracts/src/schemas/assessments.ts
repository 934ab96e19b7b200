import { z } from 'zod';
import { INSTRUMENT_IDS } from '../instruments/types';
import { messages } from '../messages';
import { isoDate, isoDateTime, uuid } from './common';

/** Standardized assessments (issue 39): what a patient owes, answers, and what staff read. */

export const instrumentId = z.enum(INSTRUMENT_IDS, { message: messages.assessmentInstrumentRequired });
export const assessmentStatus = z.enum(['due', 'completed', 'missed']);
export const instrumentLanguage = z.enum(['en', 'es']);

/** item linkId → a choice's code or a number of days (`Answers` of the instruments). */
export const assessmentAnswers = z.record(z.string().max(64), z.union([z.string().max(64), z.number()]));

const scoresOf = z.record(z.string(), z.number());
const bandsOf = z.record(z.string(), z.string());

/** An assessment as the patient's list shows it; scores once completed. */
export const patientAssessment = z.object({
  id: z.uuid(),
  instrument_id: instrumentId,
  instrument_version: z.string(),
  title: z.string(),
  status: assessmentStatus,
  due_on: isoDate,
  last_day: isoDate,
  /** Completed only: the scores and bands the server computed. */
  scores: scoresOf.nullable(),
  bands: bandsOf.nullable(),
  submitted_at: isoDateTime.nullable(),
});
export type PatientAssessment = z.infer<typeof patientAssessment>;

export const patientAssessmentsResponse = z.object({
  due: z.array(patientAssessment),
  completed: z.array(patientAssessment),
});

/** One question in one language, for the app's one-question-per-screen form. */
export const assessmentQuestion = z.object({
  link_id: z.string(),
  label: z.string(),
  text: z.string(),
  kind: z.enum(['choice', 'days']),
  /** Choice items: the answers in order, with the code to send back. */
  choices: z.array(z.object({ code: z.string(), text: z.string(), value: z.number() })).nullable(),
  /** Days items: the largest count allowed (0 is the smallest). */
  max: z.number().int().nullable(),
  /** Unscored questions (the PHQ-9's difficulty question) may be skipped. */
  required: z.boolean(),
  /** Asked only when that question's answer value is above `above`. */
  enable_when: z.object({ link_id: z.string(), above: z.number() }).nullable(),
});

export const assessmentQuestionnaire = z.object({
  language: instrumentLanguage,
  /** True when the instrument has a validated text in English only (shown in English whatever the app's language). */
  english_only: z.boolean(),
  recall: z.string().nullable(),
  stem: z.string().nullable(),
  terms: z.string(),
  questions: z.array(assessmentQuestion),
});

export const patientAssessmentDetail = z.object({
  assessment: patientAssessment,
  questionnaire: assessmentQuestionnaire,
});

export const patientAssessmentQuery = z.object({ lang: z.string().max(35).optional() });

export const submitAssessmentBody = z.object({
  /** The app's key for this submission: a retry with the same key returns the first result. */
  client_key: z.string().trim().min(8).max(100),
  instrument_version: z.string().min(1).max(40),
  language: instrumentLanguage.default('en'),
  answers: assessmentAnswers,
  started_at: isoDateTime.optional(),
});
export type SubmitAssessmentBody = z.infer<typeof submitAssessmentBody>;

export const submitAssessmentResponse = z.object({
  assessment: patientAssessment,
  response_id: z.uuid(),
  /** The safety rules the answers met (`phq9-item9`: the app shows crisis help at once). */
  flags: z.array(z.enum(['phq9-item9', 'bamr-use'])),
});

/** What staff read: every assessment of a patient, with the answers of completed ones. */
export const staffAssessment = z.object({
  id: z.uuid(),
  instrument_id: instrumentId,
  instrument_version: z.string(),
  title: z.string(),
  occasion: z.string(),
  status: assessmentStatus,
  due_on: isoDate,
  last_day: isoDate,
  assigned_by: z.uuid().nullable(),
  response: z
    .object({
      id: z.uuid(),
      language: instrumentLanguage,
      answers: assessmentAnswers,
      scores: scoresOf,
      bands: bandsOf,
      started_at: isoDateTime.nullable(),
      submitted_at: isoDateTime,
    })
    .nullable(),
});
export type StaffAssessment = z.infer<typeof staffAssessment>;

export const assignAssessmentBody = z.object({ instrument_id: instrumentId });

export const assessmentParams = z.object({ id: uuid });

/** Follow-up points after discharge: the ones CARF and grant reporting use (issue 39 §2). */
export const FOLLOW_UP_DAYS = [30, 90, 180, 365] as const;
/** The longest interval a plan may have, and the longest window to complete an assessment. */
export const MAX_INTERVAL_WEEKS = 52;
export const MAX_WINDOW_DAYS = 30;

const interval = messages.assessmentPlanInterval;
const window = messages.assessmentPlanWindow;

/** One instrument of a center's plan and when it is asked. */
export const assessmentPlanEntry = z
  .object({
    instrument_id: z.enum(INSTRUMENT_IDS, { message: messages.assessmentPlanInstrumentUnknown }),
    at_joining: z.boolean(),
    /** Every this many weeks after joining while the patient is active; null for never. */
    every_weeks: z
      .number({ message: interval })
      .int({ message: interval })
      .min(1, { message: interval })
      .max(MAX_INTERVAL_WEEKS, { message: interval })
      .nullable(),
    at_discharge: z.boolean(),
    /** Days after discharge. */
    follow_up_days: z
      .array(z.literal(FOLLOW_UP_DAYS, { message: messages.assessmentPlanFollowUps }))
      .max(FOLLOW_UP_DAYS.length, { message: messages.assessmentPlanFollowUps })
      .refine((days) => new Set(days).size === days.length, { message: messages.assessmentPlanFollowUps }),
  })
  .refine((e) => e.at_joining || e.every_weeks !== null || e.at_discharge || e.follow_up_days.length > 0, {
    message: messages.assessmentPlanNeverAsked,
    path: ['instrument_id'],
  });
export type AssessmentPlanEntry = z.infer<typeof assessmentPlanEntry>;

/** A center's assessment plan (owners set it; a center without one has the product's default). */
export const assessmentPlan = z
  .object({
    entries: z
      .array(assessmentPlanEntry)
      .min(1, { message: messages.assessmentPlanEmpty })
      .max(INSTRUMENT_IDS.length, { message: messages.assessmentPlanDuplicate }),
    /** Days to complete an assessment from its due date; after them it is missed. */
    window_days: z
      .number({ message: window })
      .int({ message: window })
      .min(1, { message: window })
      .max(MAX_WINDOW_DAYS, { message: window }),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    plan.entries.forEach((e, i) => {
      if (seen.has(e.instrument_id))
        ctx.addIssue({
          code: 'custom',
          path: ['entries', i, 'instrument_id'],
          message: messages.assessmentPlanDuplicate,
        });
      seen.add(e.instrument_id);
    });
    // Two occasions of one instrument open at once would be one too many to answer.
    const weeks = plan.entries.flatMap((e) => (e.every_weeks ? [e.every_weeks] : []));
    if (weeks.length > 0 && plan.window_days > Math.min(...weeks) * 7)
      ctx.addIssue({ code: 'custom', path: ['window_days'], message: messages.assessmentPlanWindowTooLong });
  });
export type AssessmentPlanBody = z.infer<typeof assessmentPlan>;

export const assessmentPlanResponse = z.object({
  plan: assessmentPlan,
  /** True while the center has not set its own plan (the product's default applies). */
  is_default: z.boolean(),
});
