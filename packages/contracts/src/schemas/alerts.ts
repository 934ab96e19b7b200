import { z } from 'zod';
import { messages } from '../messages';
import { isoDateTime, uuid } from './common';

/**
 * The risk-alert rules (decisions.md "Risk alerts"); `phq9_item9` and `bamr_use` are raised by an
 * assessment response (issue 39 §4), one alert per positive response.
 */
export const alertRule = z.enum([
  'mood_dip',
  'silence',
  'reset',
  'contact_unanswered',
  'phq9_item9',
  'bamr_use',
]);
export type AlertRule = z.infer<typeof alertRule>;

export const alertStatus = z.enum(['open', 'acknowledged', 'resolved']);
export type AlertStatus = z.infer<typeof alertStatus>;

/** A risk alert about one patient. `trigger` is the evidence the rule saw (dates, averages, ids). */
export const alert = z.object({
  id: z.uuid(),
  membership_id: z.uuid(),
  patient_name: z.string(),
  rule: alertRule,
  trigger: z.record(z.string(), z.unknown()),
  status: alertStatus,
  created_at: isoDateTime,
  acted_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  acted_at: isoDateTime.nullable(),
  note: z.string().nullable(),
});
export type Alert = z.infer<typeof alert>;

/** Unresolved (open + acknowledged) alerts by default, newest first. */
export const listAlertsQuery = z.object({
  status: z.enum(['unresolved', 'open', 'acknowledged', 'resolved', 'all']).default('unresolved'),
  membership_id: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListAlertsQuery = z.infer<typeof listAlertsQuery>;

export const resolveAlertBody = z.object({
  note: z
    .string({ message: messages.alertNoteRequired })
    .trim()
    .min(1, { message: messages.alertNoteRequired })
    .max(2000, { message: messages.alertNoteTooLong }),
});
export type ResolveAlertBody = z.infer<typeof resolveAlertBody>;

/** Per-center thresholds; owners adjust them. Defaults: DEFAULT_ALERT_THRESHOLDS. */
export const alertThresholds = z.object({
  /** Mood dip: the 3-day average this many points below the previous 14-day average. */
  mood_drop_points: z
    .number({ message: messages.alertThresholdInvalid })
    .int({ message: messages.alertThresholdInvalid })
    .min(10, { message: messages.alertThresholdInvalid })
    .max(80, { message: messages.alertThresholdInvalid }),
  /** Mood dip: two check-ins in a row at this mood or below. */
  low_mood: z
    .number({ message: messages.alertThresholdInvalid })
    .int({ message: messages.alertThresholdInvalid })
    .min(20, { message: messages.alertThresholdInvalid })
    .max(90, { message: messages.alertThresholdInvalid }),
  /** Silence: whole local days missed by a patient who checked in daily. */
  silence_days: z
    .number({ message: messages.alertThresholdInvalid })
    .int({ message: messages.alertThresholdInvalid })
    .min(1, { message: messages.alertThresholdInvalid })
    .max(14, { message: messages.alertThresholdInvalid }),
  /** Unanswered contact-now: minutes an open request waits before owners are alerted. */
  contact_minutes: z
    .number({ message: messages.alertThresholdInvalid })
    .int({ message: messages.alertThresholdInvalid })
    .min(1, { message: messages.alertThresholdInvalid })
    .max(240, { message: messages.alertThresholdInvalid }),
});
export type AlertThresholds = z.infer<typeof alertThresholds>;

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  mood_drop_points: 30,
  low_mood: 40,
  silence_days: 2,
  contact_minutes: 15,
};

export const alertsChanged = z.object({ id: z.uuid(), rule: alertRule, status: alertStatus });
export type AlertsChanged = z.infer<typeof alertsChanged>;
