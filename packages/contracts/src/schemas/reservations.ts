import { z } from 'zod';
import { CSV_MAX_ROWS, PHONE_MIN_DIGITS, RESERVATION_STATES } from '../constants';
import { messages } from '../messages';
import { isoDateTime, optionalEmail, stripPhone } from './common';

export const reservationState = z.enum(RESERVATION_STATES);
export type ReservationState = z.infer<typeof reservationState>;

/**
 * Normalises a reservation phone: formatting stripped, and a bare 10-digit US number gets the +1
 * country code ("(555) 010-0000" -> "15550100000"). A number written with "+" already carries its
 * country code and is never extended (so a half-typed "+1 (555) 010-000" stays too short), and the
 * mask's bare "+1" means no number. Stored and compared in this form: the same phone typed two
 * ways is one reservation.
 */
export const normalisePhone = (raw: string) => {
  const trimmed = raw.trim();
  const digits = stripPhone(trimmed);
  if (trimmed.startsWith('+')) return digits === '1' ? '' : digits;
  return /^\d{10}$/.test(digits) ? `1${digits}` : digits;
};

/** A reservation phone (spec §5): required, digits only, at least 11 digits with the country code. */
export const reservationPhone = (requiredMessage: string = messages.phoneRequired) =>
  z
    .string({ message: requiredMessage })
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, { message: requiredMessage })
        .regex(/^\d*$/, { message: messages.phoneDigits })
        .min(PHONE_MIN_DIGITS, { message: messages.phoneMin })
        .max(15, { message: messages.phoneDigits }),
    );

export const reservedMembership = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone_number: z.string(),
  fb_email: z.string().nullable(),
  state: reservationState,
  imported: z.boolean(),
  /** The import the row came from (delete_from_import undoes that whole import), or null. */
  import_id: z.uuid().nullable(),
  created_at: isoDateTime,
  /** The patient who claimed a completed reservation (their profile is membership_id), or null. */
  claimed_by: z
    .object({ membership_id: z.uuid(), full_name: z.string(), email: z.string().nullable() })
    .nullable(),
});
export type ReservedMembership = z.infer<typeof reservedMembership>;

export const reservationBody = z.object({
  phone_number: reservationPhone(messages.phoneRequired),
  fb_email: optionalEmail(messages.fbEmailInvalid).optional(),
});

/** Reservation edit modal (spec §5): phone required ("Phone Number is required"), min 11; email valid. */
export const updateReservationBody = z.object({
  phone_number: reservationPhone(messages.phoneRequiredReservation),
  fb_email: optionalEmail(messages.fbEmailInvalid).optional(),
  email: optionalEmail().optional(),
});

export const listReservationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  by_status: z.union([reservationState, z.literal('')]).default(''),
});

/** Bulk reserve: the rows of a CSV the portal parsed. `line` is the row's line in its file. */
export const bulkReserveBody = z.object({
  rows: z
    .array(
      z.object({
        phone_number: z.string().max(64),
        fb_email: z.string().max(254).nullable().optional(),
        line: z.number().int().min(1).optional(),
      }),
    )
    .min(1, { message: messages.csvEmpty })
    .max(CSV_MAX_ROWS, { message: `At most ${CSV_MAX_ROWS} rows can be imported at once.` }),
  import_valid_only: z.boolean().default(false),
});

export const importRowError = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const importResult = z.object({
  message: z.string(),
  import_id: z.uuid(),
  imported: z.number().int(),
  rejected: z.array(importRowError),
});
export type ImportResult = z.infer<typeof importResult>;

/** A refused import (422): the error body plus every rejected row; nothing was imported. */
export const importRefused = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  imported: z.literal(0),
  rejected: z.array(importRowError),
});
export type ImportRefused = z.infer<typeof importRefused>;
