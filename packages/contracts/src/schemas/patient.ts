import { z } from 'zod';
import { MEMBERSHIP_STATUSES, MOOD_SCORES, PRESET_MESSAGE_INDEXES } from '../constants';
import { messages } from '../messages';
import { email, isoDate, isoDateTime, LANGUAGE_CODES, languageCode, pageQuery, uuid } from './common';
import { reservationPhone } from './reservations';

/**
 * The patient API: what the mobile app calls (decisions.md §1). Sign-up calls are public; every
 * other call needs a patient's token and acts on the patient's own membership only.
 */

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

const name = (message: string) => z.string({ message }).trim().min(1, { message }).max(100);

/** A new password, with the embedded issuer's rules (12 to 128 characters). */
export const newPassword = z
  .string({ message: messages.passwordRequired })
  .min(1, { message: messages.passwordRequired })
  .min(PASSWORD_MIN, { message: messages.passwordTooShort })
  .max(PASSWORD_MAX, { message: messages.passwordTooLong });

/** Accepting an e-mail invitation: the link's token and the new account's names and password. */
export const acceptInvitationBody = z.object({
  token: z
    .string({ message: messages.invitationLinkInvalid })
    .trim()
    .min(1, { message: messages.invitationLinkInvalid })
    .max(256, { message: messages.invitationLinkInvalid }),
  first_name: name(messages.firstNameRequired),
  last_name: name(messages.lastNameRequired),
  password: newPassword,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** A one-time code sent by SMS: six digits. */
export const phoneCode = z
  .string({ message: messages.phoneCodeRequired })
  .trim()
  .min(1, { message: messages.phoneCodeRequired })
  .regex(/^\d{6}$/, { message: messages.phoneCodeInvalid });

/** Claiming a reserved membership by signing up with the reserved phone number. */
export const claimReservationBody = z.object({
  phone_number: reservationPhone(messages.phoneRequired),
  /** The one-time code sent by SMS to that phone (POST /patient/reservations/code). */
  code: phoneCode,
  email: email(),
  first_name: name(messages.firstNameRequired),
  last_name: name(messages.lastNameRequired),
  password: newPassword,
  /** The language chosen in the app before joining; absent: the center's default language. */
  language: languageCode.optional(),
});
export type ClaimReservationBody = z.infer<typeof claimReservationBody>;

/** The patient's own membership, as the app shows it. */
export const patientMembership = z.object({
  id: z.uuid(),
  treatment_center_id: z.uuid(),
  treatment_center_name: z.string(),
  /** The center's phone for patients (digits, country code first), or null when the center set none. */
  treatment_center_phone: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  first_day: isoDate.nullable(),
  /** The center's local date today: check-ins and tasks count this day. */
  today: isoDate,
  time_zone: z.string(),
  /** The patient's language (their app's texts, e-mails, SMS and pushes); null = none chosen. */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export type PatientMembership = z.infer<typeof patientMembership>;

/** The patient's own language, set from the app (welcome after sign-in, Account). */
export const patientLanguageBody = z.object({ language: languageCode });
export const patientLanguageResponse = z.object({
  language: z.enum(LANGUAGE_CODES),
  message: z.string(),
});

export const patientSignupResponse = z.object({
  membership: patientMembership,
  /** The account to sign in with (the issuer's normal code + PKCE flow). */
  account: z.object({ email: z.string(), external_id: z.string() }),
});

export const checkInBody = z.object({
  mood: z
    .number({ message: messages.checkInMoodInvalid })
    .refine((m) => (MOOD_SCORES as readonly number[]).includes(m), {
      message: messages.checkInMoodInvalid,
    }),
  preset_message: z
    .number({ message: messages.checkInPresetInvalid })
    .int({ message: messages.checkInPresetInvalid })
    .refine((p) => (PRESET_MESSAGE_INDEXES as readonly number[]).includes(p), {
      message: messages.checkInPresetInvalid,
    }),
  text: z
    .string()
    .trim()
    .max(1000, { message: messages.checkInTextTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const patientCheckIn = z.object({
  id: z.uuid(),
  date: isoDate,
  mood: z.number().int(),
  preset_message: z.number().int(),
  /** The center's words for that message when the patient chose it. */
  preset_message_text: z.string(),
  text: z.string().nullable(),
  /** How many times this day's check-in was replaced by a later one. */
  replaced_count: z.number().int(),
  created_at: isoDateTime,
});
export type PatientCheckIn = z.infer<typeof patientCheckIn>;

export const checkInsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const patientTask = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  days: z.array(z.number().int()),
  /** Whether the patient marked it done today (the center's local day). */
  done: z.boolean(),
});
export type PatientTask = z.infer<typeof patientTask>;

export const patientTaskParams = z.object({ id: uuid });

export const patientTasksResponse = z.object({ date: isoDate, tasks: z.array(patientTask) });

export const patientNotification = z.object({
  id: z.uuid(),
  message: z.string(),
  sent_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type PatientNotification = z.infer<typeof patientNotification>;

export const patientPageQuery = pageQuery;

export const patientContactRequestBody = z
  .object({ phone_number: reservationPhone(messages.phoneRequired).optional() })
  .default({});

export const patientContactRequest = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'handled']),
  created_at: isoDateTime,
  /** False when an open request already existed: pressing again does not ask twice. */
  created: z.boolean(),
});
