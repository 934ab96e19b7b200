import { z } from 'zod';
import { DEFAULT_RESERVATION_TYPE, MEMBERSHIP_STATUSES, MOOD_SCORES } from '../constants';
import { messages } from '../messages';
import {
  email,
  isoDate,
  isoDateTime,
  LANGUAGE_CODES,
  optionalEmail,
  optionalPhone,
  requiredText,
} from './common';

export const membershipStatus = z.enum(MEMBERSHIP_STATUSES);

/** Membership progress (decisions.md §4), computed in the center's time zone. */
export const membershipProgress = z.object({
  position: z.number().int(),
  curr_date: isoDate,
  curr_week: z.number().int(),
  day_in_curr_week: z.number().int(),
  curr_week_start_pos: z.number().int(),
  curr_week_end_pos: z.number().int(),
  curr_week_start_date: isoDate,
  curr_week_end_date: isoDate,
  first_day: isoDate,
});

export const membership = z.object({
  id: z.uuid(),
  external_id: z.string().nullable(),
  status: membershipStatus,
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  first_day: isoDate.nullable(),
  addictions: z.array(z.string()),
  created_at: isoDateTime,
  /**
   * When the patient deleted their app account (the center's record stays), or null: in the list
   * too, so the staff see whom the app no longer reaches (decisions.md).
   */
  account_deleted_at: isoDateTime.nullable(),
});
export type Membership = z.infer<typeof membership>;

export const membershipDetail = membership.extend({
  progress: membershipProgress.nullable(),
  /** The language of the patient's app account; null before they join or when none was chosen. */
  language: z.enum(LANGUAGE_CODES).nullable(),
});

export const listMembershipsQuery = z.object({
  by_name: z.string().trim().max(200).optional(),
  by_membership_status: z.union([membershipStatus, z.literal('')]).optional(),
  by_addiction: z.string().trim().max(64).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** Empty, "+1" and a bare mask mean "no phone" for an invitation (spec §5). */
const invitationPhone = optionalPhone;

export const invitationBody = z.object({
  email: email(),
  full_name: requiredText(messages.fullNameRequired, 200),
  phone_number: invitationPhone.optional(),
  type: z.literal('invite').default('invite'),
  reservation_type: z.enum(['single', 'multiple']).default(DEFAULT_RESERVATION_TYPE),
  fb_email: optionalEmail(messages.fbEmailInvalid).optional(),
  switch_value: z.enum(['individual', 'multiple']).default('individual'),
  status: z.string().max(32).optional(),
});

export const updateMembershipBody = z.object({
  first_name: requiredText(messages.firstNameRequired, 100).optional(),
  last_name: requiredText(messages.lastNameRequired, 100).optional(),
  phone_number: invitationPhone.optional(),
  addictions: z.array(z.string().trim().min(1).max(64)).max(20).optional(),
  first_day: isoDate.nullable().optional(),
});

export const updateStatusBody = z.object({ status: membershipStatus });

export const assistanceKinds = ['meeting', 'session', 'group', 'appointment', 'other'] as const;
export const assistanceRecordBody = z.object({
  date: isoDate,
  kind: z.enum(assistanceKinds),
  attended: z.boolean(),
  note: z.string().trim().max(2000).optional(),
});
export const assistanceRecord = z.object({
  id: z.uuid(),
  date: isoDate,
  kind: z.enum(assistanceKinds),
  attended: z.boolean(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  created_at: isoDateTime,
});

const moodScore = z.union(
  MOOD_SCORES.map((s) => z.literal(s)) as [z.ZodLiteral<20>, ...z.ZodLiteral<number>[]],
);

export const checkIn = z.object({
  date: isoDate,
  mood: moodScore,
  preset_message: z.number().int().min(1).max(3),
  /** The center's words for that message when the patient chose it. */
  preset_message_text: z.string(),
  text: z.string().nullable(),
  created_at: isoDateTime,
});

export const calendarReportQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const calendarDay = z.object({
  date: isoDate,
  mood: moodScore.nullable(),
  tasks_done: z.number().int(),
  tasks_total: z.number().int(),
  assistance_records: z.number().int(),
});
export const calendarReport = z.object({ month: z.string(), days: z.array(calendarDay) });

export const dailyReportQuery = z.object({ date: isoDate });
export const dailyReport = z.object({
  date: isoDate,
  check_in: checkIn.nullable(),
  tasks: z.array(z.object({ id: z.uuid(), title: z.string(), done: z.boolean() })),
  assistance_records: z.array(assistanceRecord),
});

export const periodicalReportQuery = z.object({ period: z.enum(['week', 'month']), date: isoDate });
export const periodicalReport = z.object({
  period: z.enum(['week', 'month']),
  start_date: isoDate,
  end_date: isoDate,
  average_mood: z.number().nullable(),
  check_in_count: z.number().int(),
  task_completion_rate: z.number().nullable(),
  mood_per_day: z.array(z.object({ date: isoDate, mood: moodScore.nullable() })),
});
