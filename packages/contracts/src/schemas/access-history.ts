import { z } from 'zod';
import { isoDateTime } from './common';

/** Rows per page of a patient's access history. */
export const ACCESS_HISTORY_PAGE_SIZE = 25;
/** The most rows one export holds (about ten years of daily use); the file says when it stopped. */
export const ACCESS_HISTORY_EXPORT_MAX = 50_000;

export const accessHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One audited access to a patient's records: who, when, what, from where, and how it ended. */
export const accessEvent = z.object({
  id: z.uuid(),
  at: isoDateTime,
  /** `resource.verb` as audited, e.g. "membership.read", "note.list", "report.calendar.read". */
  action: z.string(),
  outcome: z.enum(['success', 'failure', 'denied']),
  actor_name: z.string(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof accessEvent>;

export const accessHistory = z.object({ events: z.array(accessEvent), has_more: z.boolean() });
export type AccessHistory = z.infer<typeof accessHistory>;

/**
 * One row of the patient's own "who viewed my record" (GET /patient/access_history): the rows staff
 * see in the portal's access history, without the staff member's e-mail and the IP address.
 */
export const patientAccessEvent = accessEvent.pick({
  id: true,
  at: true,
  action: true,
  outcome: true,
  actor_name: true,
  actor_role: true,
});
export type PatientAccessEvent = z.infer<typeof patientAccessEvent>;

export const patientAccessHistory = z.object({ events: z.array(patientAccessEvent), has_more: z.boolean() });
export type PatientAccessHistory = z.infer<typeof patientAccessHistory>;
