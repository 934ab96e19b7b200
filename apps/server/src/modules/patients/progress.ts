import type { membershipProgress } from '@portal/contracts';
import type { z } from 'zod';
import { addDays, type CalendarDate, daysBetween } from '../../infra/time/calendar-date';

export type MembershipProgress = z.infer<typeof membershipProgress>;

export const WEEK_DAYS = 7;

/**
 * Where a patient stands in the program (decisions.md §4): day 1 is `firstDay`, weeks have 7 days.
 * `today` is the center's local date. Null before the program starts (a first day after today).
 */
export function computeProgress(firstDay: CalendarDate, today: CalendarDate): MembershipProgress | null {
  const position = daysBetween(firstDay, today) + 1;
  if (position < 1) return null;
  const week = Math.ceil(position / WEEK_DAYS);
  const startPos = (week - 1) * WEEK_DAYS + 1;
  const endPos = week * WEEK_DAYS;
  return {
    position,
    curr_date: today,
    curr_week: week,
    day_in_curr_week: ((position - 1) % WEEK_DAYS) + 1,
    curr_week_start_pos: startPos,
    curr_week_end_pos: endPos,
    curr_week_start_date: addDays(firstDay, startPos - 1),
    curr_week_end_date: addDays(firstDay, endPos - 1),
    first_day: firstDay,
  };
}
