import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, weekday } from '../../infra/time/calendar-date';
import { periodBounds, summarize, withinTaskWindow } from './report-math';
import type { DayFigures } from './repository';

const day = (date: string, mood: number | null, tasksDone = 0, tasksTotal = 0): DayFigures => ({
  date,
  mood,
  tasksDone,
  tasksTotal,
  assistance: 0,
});

describe('report math', () => {
  it('a week runs Monday to Sunday; a month is the calendar month', () => {
    expect(periodBounds('week', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodBounds('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodBounds('week', '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(periodBounds('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodBounds('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('any week holds its date, starts on a Monday and lasts 7 days', () => {
    const dates = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, (date) => {
        const { start, end } = periodBounds('week', date);
        return weekday(start) === 1 && daysBetween(start, end) === 6 && start <= date && date <= end;
      }),
    );
  });

  it('owes tasks only from the day the patient joined to today', () => {
    const days = [day('2026-11-01', 80, 1, 2), day('2026-11-02', null, 2, 2), day('2026-11-03', null, 0, 2)];
    expect(withinTaskWindow(days, '2026-11-02', '2026-11-02')).toEqual([
      day('2026-11-01', 80, 0, 0),
      day('2026-11-02', null, 2, 2),
      day('2026-11-03', null, 0, 0),
    ]);
  });

  it('averages mood over days with a check-in and rates completed tasks', () => {
    expect(
      summarize([day('2026-11-01', 80, 1, 2), day('2026-11-02', 100, 2, 2), day('2026-11-03', null, 0, 2)]),
    ).toEqual({
      average_mood: 90,
      check_in_count: 2,
      task_completion_rate: 0.5,
    });
    expect(summarize([day('2026-11-01', 20), day('2026-11-02', 30), day('2026-11-03', 30)])).toEqual({
      average_mood: 26.7,
      check_in_count: 3,
      task_completion_rate: null,
    });
    expect(summarize([])).toEqual({ average_mood: null, check_in_count: 0, task_completion_rate: null });
  });

  it('keeps the average within the mood scale and the rate within 0..1', () => {
    const mood = fc.option(fc.constantFrom(20, 30, 40, 80, 90, 100), { nil: null });
    const figures = fc.array(
      fc
        .record({ mood, done: fc.nat(10), total: fc.nat(10) })
        .map((f) => day('2026-01-01', f.mood, f.done, f.total)),
      { maxLength: 31 },
    );
    fc.assert(
      fc.property(figures, (days) => {
        const s = summarize(days);
        const moods = days.filter((d) => d.mood !== null);
        expect(s.check_in_count).toBe(moods.length);
        if (s.average_mood !== null) {
          expect(s.average_mood).toBeGreaterThanOrEqual(20);
          expect(s.average_mood).toBeLessThanOrEqual(100);
        }
        if (s.task_completion_rate !== null) {
          expect(s.task_completion_rate).toBeGreaterThanOrEqual(0);
          expect(s.task_completion_rate).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
