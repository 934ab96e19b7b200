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
