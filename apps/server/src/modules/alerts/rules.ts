import type { AlertThresholds } from '@portal/contracts';
import { addDays, type CalendarDate, daysBetween, localDate } from '../../infra/time/calendar-date';

/**
 * The risk-alert rules as pure functions of a patient's data (decisions.md "Risk alerts"). Each
 * returns the evidence that fired it (stored as the alert's trigger data, with an `anchor` naming
 * that evidence) or null. No database, no clock: the caller passes "today" in the center's zone.
 */

export interface MoodPoint {
  date: CalendarDate;
  mood: number;
}

/** Days of the "recent" mood average, ending on the latest check-in (inclusive). */
export const RECENT_DAYS = 3;
/** Days of the baseline average, right before the recent window. */
export const BASELINE_DAYS = 14;
/** The baseline needs this many check-ins to speak for the patient (fewer: no average rule). */
export const MIN_BASELINE_CHECK_INS = 3;
/** "Checked in daily": every one of this many local days up to the last check-in has one. */
export const HABIT_DAYS = 5;

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (x: number) => Math.round(x * 10) / 10;

export type MoodDipTrigger =
  | {
      kind: 'average_drop';
      anchor: CalendarDate;
      recent_average: number;
      baseline_average: number;
      drop: number;
      /** The check-in dates of the recent window: the points a mood chart marks. */
      dates: CalendarDate[];
    }
  | { kind: 'low_streak'; anchor: CalendarDate; threshold: number; dates: CalendarDate[] };

/**
 * Mood dip: the average of the last RECENT_DAYS days (ending on the latest check-in) is at least
 * `mood_drop_points` below the average of the BASELINE_DAYS days before them; or the last two
 * check-ins are both at `low_mood` or below. `after` is the anchor of this patient's previous
 * mood-dip alert: a new alert needs new evidence (the whole recent window, or both low check-ins,
 * dated after it), so resolving an alert never re-opens it on the same check-ins.
 */
export function moodDip(
  points: readonly MoodPoint[],
  t: Pick<AlertThresholds, 'mood_drop_points' | 'low_mood'>,
  after: CalendarDate | null = null,
): MoodDipTrigger | null {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const last = sorted.at(-1);
  if (!last) return null;
  const fresh = (d: CalendarDate) => after === null || d > after;

  const prev = sorted.at(-2);
  if (prev && prev.mood <= t.low_mood && last.mood <= t.low_mood && fresh(prev.date)) {
    return { kind: 'low_streak', anchor: last.date, threshold: t.low_mood, dates: [prev.date, last.date] };
  }

  const recentStart = addDays(last.date, -(RECENT_DAYS - 1));
  const baselineStart = addDays(recentStart, -BASELINE_DAYS);
  if (!fresh(recentStart)) return null;
  const recent = sorted.filter((p) => p.date >= recentStart);
  const baseline = sorted.filter((p) => p.date >= baselineStart && p.date < recentStart);
  if (baseline.length < MIN_BASELINE_CHECK_INS) return null;
  const recentAvg = average(recent.map((p) => p.mood));
  const baselineAvg = average(baseline.map((p) => p.mood));
  const drop = baselineAvg - recentAvg;
  // Rounded to a tenth first: 90 - 60 must be exactly 30 whatever the float arithmetic says.
  if (round1(drop) < t.mood_drop_points) return null;
  return {
    kind: 'average_drop',
    anchor: last.date,
    recent_average: round1(recentAvg),
    baseline_average: round1(baselineAvg),
    drop: round1(drop),
    dates: recent.map((p) => p.date),
  };
}

export interface SilenceTrigger {
  anchor: CalendarDate;
  last_check_in: CalendarDate;
  missed_days: number;
}

/**
 * Silence: a patient who checked in on each of the HABIT_DAYS days up to their last check-in has
 * missed `silence_days` whole local days since. Today does not count (it is not over), so with a
 * last check-in on Monday the alert fires on Thursday (Tuesday and Wednesday missed), not on
 * Wednesday. One alert per silence: `after` is the previous silence alert's last check-in date.
 */
export function silence(
  checkInDates: readonly CalendarDate[],
  today: CalendarDate,
  t: Pick<AlertThresholds, 'silence_days'>,
  after: CalendarDate | null = null,
): SilenceTrigger | null {
  const days = new Set(checkInDates.filter((d) => d < today));
  if (checkInDates.includes(today)) return null;
  const last = [...days].sort().at(-1);
  if (!last || (after !== null && last <= after)) return null;
  for (let i = 1; i < HABIT_DAYS; i++) if (!days.has(addDays(last, -i))) return null;
  const missed = daysBetween(last, today) - 1;
  if (missed < t.silence_days) return null;
  return { anchor: last, last_check_in: last, missed_days: missed };
}

/** The center's local date at an instant: the "today" silence counts against. */
export const centerToday = (now: Date, timeZone: string): CalendarDate => localDate(now, timeZone);

export interface ResetTrigger {
  anchor: string;
  from: CalendarDate;
  to: CalendarDate;
  days: number;
}

/** Reset: the sobriety start date moved later (a reported relapse). Earlier or unset: no alert. */
export function reset(from: CalendarDate | null, to: CalendarDate | null): ResetTrigger | null {
  if (!from || !to || to <= from) return null;
  return { anchor: `${from}>${to}`, from, to, days: daysBetween(from, to) };
}

export interface UnansweredTrigger {
  anchor: string;
  contact_request_id: string;
  requested_at: string;
  waited_minutes: number;
}

/** Unanswered contact-now: a request still open `contact_minutes` after it was made (inclusive). */
export function unansweredContact(
  request: { id: string; status: string; createdAt: Date },
  now: Date,
  t: Pick<AlertThresholds, 'contact_minutes'>,
): UnansweredTrigger | null {
  if (request.status !== 'open') return null;
  const waitedMs = now.getTime() - request.createdAt.getTime();
  if (waitedMs < t.contact_minutes * 60_000) return null;
  return {
    anchor: request.id,
    contact_request_id: request.id,
    requested_at: request.createdAt.toISOString(),
    waited_minutes: Math.floor(waitedMs / 60_000),
  };
}
