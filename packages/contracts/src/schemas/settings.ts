import { z } from 'zod';
import { messages } from '../messages';
import { timeZone } from './centers';
import { LANGUAGE_CODES, languageCode, phone, requiredText } from './common';
import { weekDays } from './tasks';

/** When a new patient's program (membership progress, day 1) starts (decisions.md §4). */
export const PROGRAM_START_RULES = ['join_date', 'next_monday', 'set_by_staff'] as const;
export type ProgramStartRule = (typeof PROGRAM_START_RULES)[number];
export const PROGRAM_START_RULE_LABELS: Record<ProgramStartRule, string> = {
  join_date: 'The day the patient joins',
  next_monday: 'The Monday after the patient joins',
  set_by_staff: 'A date staff set on the patient profile',
};

/** Texts a new center starts with; the owner rewrites them in the wizard or default settings. */
export const DEFAULT_CHECK_IN_MESSAGES = [
  'I am doing well today.',
  'Today is hard, but I am holding on.',
  'I need someone to reach out to me.',
] as const;

export const MAX_DEFAULT_TASKS = 20;

const checkInMessage = z
  .string({ message: messages.checkInMessageRequired })
  .trim()
  .min(1, { message: messages.checkInMessageRequired })
  .max(140, { message: messages.checkInMessageTooLong });

/** A task a new center's list starts with (created when the wizard finishes). */
export const defaultTask = z.object({
  title: requiredText(messages.titleRequired, 200),
  description: z.string().trim().max(2000, { message: messages.taskDescriptionTooLong }).default(''),
  days: weekDays.default([]),
});
export type DefaultTask = z.infer<typeof defaultTask>;

export const centerSettings = z.object({
  time_zone: z.string(),
  /** The three preset check-in messages, index 1 to 3 in that order (spec §9). */
  check_in_messages: z.array(z.string()).length(3),
  default_tasks: z.array(
    z.object({ title: z.string(), description: z.string(), days: z.array(z.number().int()) }),
  ),
  program_start_rule: z.enum(PROGRAM_START_RULES),
  /** A new patient's language when they chose none in the app; also the invitations' language. */
  default_language: z.enum(LANGUAGE_CODES),
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CenterSettings = z.infer<typeof centerSettings>;

export const updateCenterSettingsBody = z.object({
  time_zone: timeZone,
  check_in_messages: z
    .array(checkInMessage, { message: messages.checkInMessagesCount })
    .length(3, { message: messages.checkInMessagesCount }),
  default_tasks: z
    .array(defaultTask)
    .max(MAX_DEFAULT_TASKS, { message: messages.defaultTasksTooMany })
    .default([]),
  program_start_rule: z.enum(PROGRAM_START_RULES, { message: messages.programStartRuleRequired }),
  /** Absent: unchanged (forms written before languages existed send none). */
  default_language: languageCode.optional(),
});
export type UpdateCenterSettingsBody = z.input<typeof updateCenterSettingsBody>;

/** Which e-mails the user wants besides what they see in the portal. */
export const notificationEmails = z.object({
  /** A patient asked to be called now (only sent to staff receiving calls). */
  contact_now: z.boolean(),
  /** Chat messages left unread for a while. */
  unread_messages: z.boolean(),
  /** Risk alerts about patients of the center. */
  risk_alerts: z.boolean(),
});
export type NotificationEmails = z.infer<typeof notificationEmails>;

export const userSettings = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  notification_emails: notificationEmails,
  /** The language of the portal and of what the server sends this user; null = the browser's. */
  language: z.enum(LANGUAGE_CODES).nullable(),
  /** Where the identity provider lets the user change their password; null when it offers no page. */
  password_change_url: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettings>;

export const updateUserSettingsBody = z.object({
  first_name: requiredText(messages.firstNameRequired, 100),
  last_name: requiredText(messages.lastNameRequired, 100),
  phone: phone(messages.phoneRequired),
  notification_emails: notificationEmails,
  /** Absent: unchanged. */
  language: languageCode.optional(),
});
export type UpdateUserSettingsBody = z.input<typeof updateUserSettingsBody>;
