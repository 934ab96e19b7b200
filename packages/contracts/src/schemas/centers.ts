import { z } from 'zod';
import { messages } from '../messages';
import { email, isoDateTime, optionalPhone, phone, requiredText, uuid } from './common';

/** A member of a center's staff: an owner (`is_admin`) or a staff member (spec §3). */
export const staffMember = z.object({
  id: z.uuid(),
  /** The identity subject in underscore form, the same id the portal's current user carries. */
  auth0_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  /** Active (true) or Disabled (false). */
  status: z.boolean(),
  receiving_calls: z.boolean(),
  is_admin: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const treatmentCenter = z.object({
  id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  logo_key: z.string().nullable(),
  time_zone: z.string(),
  /** The center's phone for patients, digits with the country code ("15550100000"); null when not set. */
  phone: z.string().nullable(),
  wizard: z.boolean(),
  /** Owners and staff; empty for callers outside the center's staff. */
  staff_members: z.array(staffMember),
  created_at: isoDateTime,
});
export type TreatmentCenter = z.infer<typeof treatmentCenter>;

export const centerParams = z.object({ id: uuid });
export const staffParams = z.object({ id: uuid, staffId: uuid });

/** True when the runtime knows the IANA zone (`America/Chicago`). */
export const isTimeZone = (tz: string) => {
  if (!tz.includes('/') && tz !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const timeZone = z
  .string({ message: messages.timeZoneRequired })
  .trim()
  .min(1, { message: messages.timeZoneRequired })
  .max(64, { message: messages.timeZoneInvalid })
  .refine(isTimeZone, { message: messages.timeZoneInvalid });

/**
 * Update: only the fields sent change; `logo_key: null` removes the logo, and `phone` null, "" or
 * "+1" removes the center's phone.
 */
export const updateCenterBody = z
  .object({
    name: requiredText(messages.centerNameRequired, 200).optional(),
    logo_key: z.string().max(300).nullable().optional(),
    time_zone: timeZone.optional(),
    phone: optionalPhone.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: messages.nothingToUpdate });
export type UpdateCenterBody = z.input<typeof updateCenterBody>;

/** The embedded issuer's password policy (its register and change-password pages use the same). */
export const PASSWORD_MIN_LENGTH = 12;
const password = z
  .string({ message: messages.passwordRequired })
  .min(1, { message: messages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { message: messages.passwordTooShort })
  .max(128, { message: messages.passwordTooLong });

export const addStaffMemberBody = z.object({
  email: email(messages.emailRequired),
  password,
  first_name: requiredText(messages.firstNameRequired, 100),
  last_name: requiredText(messages.lastNameRequired, 100),
  phone: phone(messages.phoneRequired),
  status: z.boolean({ message: messages.statusRequired }),
  receiving_calls: z.boolean().default(false),
  is_admin: z.boolean({ message: messages.isAdminRequired }),
});
export type AddStaffMemberBody = z.input<typeof addStaffMemberBody>;

/** Update: names, phone, status and receiving calls; `is_admin` promotes or demotes (owners only). */
export const updateStaffMemberBody = z.object({
  first_name: requiredText(messages.firstNameRequired, 100),
  last_name: requiredText(messages.lastNameRequired, 100),
  phone: phone(messages.phoneRequired),
  status: z.boolean({ message: messages.statusRequired }),
  receiving_calls: z.boolean().default(false),
  is_admin: z.boolean().optional(),
});
export type UpdateStaffMemberBody = z.input<typeof updateStaffMemberBody>;

export const expert = z.object({
  external_id: z.string(),
  name: z.string(),
  is_support: z.boolean(),
  is_expert: z.boolean(),
  /** The platform's fixed support or expert identity (spec §6), shown with its own label. */
  platform: z.boolean(),
});
export type Expert = z.infer<typeof expert>;
