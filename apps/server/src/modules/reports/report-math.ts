import { addDays, type CalendarDate, monthBounds, weekday } from '../../infra/time/calendar-date';
import type { DayFigures } from './repository';

export type Period = 'week' | 'month';

/** The week (Monday to Sunday) or the calendar month that holds `date`. */
export function periodBounds(period: Period, date: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  if (period === 'month') return monthBounds(date.slice(0, 7));
  const sinceMonday = (weekday(date) + 6) % 7;
  const start = addDays(date, -sinceMonday);
  return { start, end: addDays(start, 6) };
}

/**
 * Tasks count only on the days a patient could do them: from the local day the membership was
 * created to today. Days outside that window keep their mood and records but owe no tasks.
 */
export function withinTaskWindow(days: DayFigures[], from: CalendarDate, to: CalendarDate): DayFigures[] {
  return days.map((d) => (d.date >= from && d.date <= to ? d : { ...d, tasksDone: 0, tasksTotal: 0 }));
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The figures of a periodical report (decisions.md §4) from its days. */
export function summarize(days: DayFigures[]) {
  const moods = days.flatMap((d) => (d.mood === null ? [] : [d.mood]));
  const due = days.reduce((n, d) => n + d.tasksTotal, 0);
  const done = days.reduce((n, d) => n + Math.min(d.tasksDone, d.tasksTotal), 0);
  return {
    average_mood: moods.length ? round(moods.reduce((a, b) => a + b, 0) / moods.length, 1) : null,
    check_in_count: moods.length,
    task_completion_rate: due ? round(done / due, 2) : null,
  };
}
