import { z } from 'zod';
import { isoDateTime, pageQuery } from './common';

export const contactRequestStatus = z.enum(['open', 'handled']);
export type ContactRequestStatus = z.infer<typeof contactRequestStatus>;

/** A patient's "call me now" request (decisions.md §4). */
export const contactRequest = z.object({
  id: z.uuid(),
  membership_id: z.uuid(),
  patient_name: z.string(),
  /** Digits only, country code included; null when the patient has no phone on file. */
  phone: z.string().nullable(),
  status: contactRequestStatus,
  created_at: isoDateTime,
  handled_at: isoDateTime.nullable(),
  handled_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Open requests oldest first (who waited longest is called first); handled ones newest first. */
export const listContactRequestsQuery = pageQuery.extend({
  status: contactRequestStatus.default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const contactRequestsChanged = z.object({ id: z.uuid(), status: contactRequestStatus });
export type ContactRequestsChanged = z.infer<typeof contactRequestsChanged>;
