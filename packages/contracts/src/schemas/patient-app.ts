import { z } from 'zod';
import { messages } from '../messages';
import { isoDate, isoDateTime } from './common';
import { newPassword, patientCheckIn } from './patient';
import { reservationPhone } from './reservations';

/**
 * What the patient app needs beyond the first patient API (issue 21; decisions.md "Issue 21:
 * patient API"): the phone code, Web Push, the check-in reminder, the account, and the reads of
 * the home and progress screens.
 */

/** Asking for a one-time code for a reserved phone (step one of claiming it). */
export const phoneCodeBody = z.object({ phone_number: reservationPhone(messages.phoneRequired) });
export type PhoneCodeBody = z.infer<typeof phoneCodeBody>;

/** The same answer whether the phone is reserved or not. */
export const phoneCodeResponse = z.object({
  message: z.string(),
  expires_in_seconds: z.number().int(),
});

const base64url = z
  .string({ message: messages.pushSubscriptionInvalid })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: messages.pushSubscriptionInvalid })
  .max(200, { message: messages.pushSubscriptionInvalid });

const pushEndpoint = z
  .string({ message: messages.pushSubscriptionInvalid })
  .max(2000, { message: messages.pushSubscriptionInvalid })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: messages.pushSubscriptionInvalid },
  );

export const pushPublicKeyResponse = z.object({
  /** The VAPID public key (base64url, uncompressed P-256): `applicationServerKey` of subscribe(). */
  public_key: z.string(),
});

/** A browser's PushSubscription.toJSON(), and a label the patient recognises the device by. */
export const pushSubscribeBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }, { message: messages.pushSubscriptionInvalid }),
  device_label: z.string().trim().max(100).optional().default(''),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

export const pushSubscription = z.object({
  id: z.uuid(),
  device_label: z.string(),
  created_at: isoDateTime,
});

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

/** The daily check-in reminder: a local time ("HH:MM") in the center's time zone, or null for off. */
export const checkInReminderBody = z.object({
  local_time: z
    .string({ message: messages.reminderTimeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: messages.reminderTimeInvalid })
    .nullable(),
});

export const checkInReminderResponse = z.object({
  reminder: z.object({ local_time: z.string(), time_zone: z.string() }).nullable(),
});

export const todayCheckInResponse = z.object({
  date: isoDate,
  check_in: patientCheckIn.nullable(),
});

/** The center's three preset check-in messages, in order (preset_message 1, 2, 3). */
export const checkInMessagesResponse = z.object({ messages: z.array(z.string()) });

export const calendarQuery = z.object({
  month: z
    .string({ message: messages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: messages.monthInvalid }),
});

/** One past day of the calendar: the check-in's mood (or null) and how many tasks were done. */
export const patientCalendarDay = z.object({
  date: isoDate,
  mood: z.number().int().nullable(),
  tasks_done: z.number().int(),
});

export const calendarResponse = z.object({
  month: z.string(),
  /** Only days that have a check-in or a task done, oldest first. */
  days: z.array(patientCalendarDay),
});

/** The patient's latest "contact now" request: waiting, or when it was handled. */
export const currentContactRequestResponse = z.object({
  contact_request: z
    .object({
      id: z.uuid(),
      status: z.enum(['open', 'handled']),
      created_at: isoDateTime,
      handled_at: isoDateTime.nullable(),
    })
    .nullable(),
});

export const changePasswordBody = z.object({
  current_password: z
    .string({ message: messages.currentPasswordRequired })
    .min(1, { message: messages.currentPasswordRequired }),
  new_password: newPassword,
});

/** Deleting the account asks for the password again. */
export const deleteAccountBody = z.object({
  password: z.string({ message: messages.passwordRequired }).min(1, { message: messages.passwordRequired }),
});
