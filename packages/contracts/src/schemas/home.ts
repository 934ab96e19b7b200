import { z } from 'zod';
import { isoDate, isoDateTime } from './common';

/** The dashboard figures (decisions.md §4) of the caller's center; "today" is the center's local day. */
export const homeStats = z.object({
  active_patients: z.number().int(),
  pending_invitations: z.number().int(),
  reserved_pending: z.number().int(),
  reserved_completed: z.number().int(),
  alumni: z.number().int(),
  checkins_today: z.number().int(),
  /** Average mood score (20–100) of the check-ins of the last 7 local days, today included. */
  average_mood_7d: z.number().nullable(),
  open_contact_requests: z.number().int(),
  unread_conversations: z.number().int(),
  /** The center's local date the figures are for. */
  today: isoDate,
  time_zone: z.string(),
});
export type HomeStats = z.infer<typeof homeStats>;

/** Average mood per local day, the 7 days ending today, oldest first; days without check-ins are null. */
export const moodTrend = z.object({
  days: z.array(
    z.object({
      date: isoDate,
      average_mood: z.number().nullable(),
      check_ins: z.number().int(),
    }),
  ),
});
export type MoodTrend = z.infer<typeof moodTrend>;

export const recentCheckInsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A check-in as the dashboard lists it: no free text (that stays in the patient's reports). */
export const recentCheckIn = z.object({
  id: z.uuid(),
  membership_id: z.uuid(),
  patient_name: z.string(),
  date: isoDate,
  /** 20/30/40/80/90/100 (labels in MOOD_LABELS). */
  mood: z.number().int(),
  preset_message: z.number().int(),
  created_at: isoDateTime,
});
export type RecentCheckIn = z.infer<typeof recentCheckIn>;

export const addiction = z.object({ value: z.string(), label: z.string() });
