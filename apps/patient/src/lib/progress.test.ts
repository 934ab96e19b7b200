import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysSober,
  type Milestone,
  milestones,
  milestoneToday,
  monthGrid,
  programPosition,
} from './progress';

describe('the patient story on calendar dates', () => {
  it('counts days sober from the date, zero on the day, none before it', () => {
    expect(daysSober('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysSober('2026-02-27', '2026-03-02')).toBe(3);
    // Across the March summer-time change in Europe and the US: still whole days.
    expect(daysSober('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysSober('2026-03-02', '2026-03-01')).toBeNull();
    expect(daysSober(null, '2026-03-01')).toBeNull();
  });

  it('places today in the program: week and day from 1', () => {
    expect(programPosition('2026-11-01', '2026-11-01')).toEqual({ week: 1, day: 1 });
    expect(programPosition('2026-11-01', '2026-11-07')).toEqual({ week: 1, day: 7 });
    expect(programPosition('2026-11-01', '2026-11-08')).toEqual({ week: 2, day: 1 });
    expect(programPosition('2026-11-02', '2026-11-01')).toBeNull();
  });

  it('reaches the milestones on their dates; 6 months and a year by the calendar', () => {
    const list = milestones('2026-01-31', '2026-07-31');
    const said = (m: Milestone) => `${m.size.count} ${m.size.unit}`;
    expect(list.map(said)).toEqual(['1 day', '7 day', '30 day', '60 day', '90 day', '6 month', '1 year']);
    expect(list.find((m) => said(m) === '6 month')).toMatchObject({ date: '2026-07-31', reached: true });
    expect(list.find((m) => said(m) === '1 year')).toMatchObject({ date: '2027-01-31', reached: false });
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(milestoneToday('2026-01-31', '2026-03-02')?.size).toEqual({ count: 30, unit: 'day' });
    expect(milestoneToday('2026-01-31', '2026-03-03')).toBeNull();
  });

  it('lays a month out Monday first', () => {
    const rows = monthGrid('2026-11-23');
    // 1 November 2026 is a Sunday: six blanks before it.
    expect(rows[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(rows.at(-1)?.filter(Boolean).at(-1)).toBe('2026-11-30');
    expect(rows.every((r) => r.length === 7)).toBe(true);
  });
});
