import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate } from '../../infra/time/calendar-date';
import { computeProgress } from './progress';

describe('membership progress (decisions.md §4)', () => {
  it('day 1 is the first day of week 1', () => {
    expect(computeProgress('2026-03-01', '2026-03-01')).toEqual({
      position: 1,
      curr_date: '2026-03-01',
      curr_week: 1,
      day_in_curr_week: 1,
      curr_week_start_pos: 1,
      curr_week_end_pos: 7,
      curr_week_start_date: '2026-03-01',
      curr_week_end_date: '2026-03-07',
      first_day: '2026-03-01',
    });
  });

  it('day 7 closes week 1, day 8 opens week 2', () => {
    expect(computeProgress('2026-03-01', '2026-03-07')).toMatchObject({
      position: 7,
      curr_week: 1,
      day_in_curr_week: 7,
    });
    expect(computeProgress('2026-03-01', '2026-03-08')).toMatchObject({
      position: 8,
      curr_week: 2,
      day_in_curr_week: 1,
      curr_week_start_pos: 8,
      curr_week_end_pos: 14,
      curr_week_start_date: '2026-03-08',
      curr_week_end_date: '2026-03-14',
    });
  });

  it('counts calendar days across daylight-saving changes and leap days', () => {
    // US clocks spring forward on 2026-03-08 and fall back on 2026-11-01.
    expect(computeProgress('2026-03-07', '2026-03-09')?.position).toBe(3);
    expect(computeProgress('2026-10-31', '2026-11-02')?.position).toBe(3);
    expect(computeProgress('2028-02-28', '2028-03-01')?.position).toBe(3);
  });

  it('is null before the program starts', () => {
    expect(computeProgress('2026-03-02', '2026-03-01')).toBeNull();
  });

  it('takes "today" in the center time zone: one instant, two local days', () => {
    const instant = new Date('2026-03-08T03:30:00Z');
    expect(localDate(instant, 'America/New_York')).toBe('2026-03-07');
    expect(localDate(instant, 'Europe/Madrid')).toBe('2026-03-08');
    expect(computeProgress('2026-03-01', localDate(instant, 'America/New_York'))?.position).toBe(7);
    expect(computeProgress('2026-03-01', localDate(instant, 'Europe/Madrid'))?.position).toBe(8);
  });

  it('holds its invariants for any first day and any later day', () => {
    const dates = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2060-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 5000 }), (first, offset) => {
        const today = addDays(first, offset);
        const p = computeProgress(first, today);
        if (!p) return false;
        expect(p.position).toBe(offset + 1);
        expect(p.day_in_curr_week).toBeGreaterThanOrEqual(1);
        expect(p.day_in_curr_week).toBeLessThanOrEqual(7);
        expect((p.curr_week - 1) * 7 + p.day_in_curr_week).toBe(p.position);
        expect(p.curr_week_end_pos - p.curr_week_start_pos).toBe(6);
        expect(p.curr_week_start_pos <= p.position && p.position <= p.curr_week_end_pos).toBe(true);
        expect(daysBetween(p.curr_week_start_date, p.curr_week_end_date)).toBe(6);
        expect(p.curr_week_start_date <= today && today <= p.curr_week_end_date).toBe(true);
        expect(daysBetween(first, p.curr_week_start_date)).toBe(p.curr_week_start_pos - 1);
        return true;
      }),
    );
  });
});
