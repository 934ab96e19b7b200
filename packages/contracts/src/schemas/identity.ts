import { z } from 'zod';
import { LANGUAGE_CODES } from './common';

/** The signed-in user as the portal holds it (spec §3 current user + identity metadata). */
export const currentUser = z.object({
  id: z.string(),
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  is_expert: z.boolean(),
  is_support: z.boolean(),
  is_owner: z.boolean(),
  is_patient: z.boolean(),
  wizard: z.boolean(),
  treatment_center_id: z.string().nullable(),
  /** The language the user chose; null = none chosen (the browser's decides). */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export type CurrentUserDto = z.infer<typeof currentUser>;
