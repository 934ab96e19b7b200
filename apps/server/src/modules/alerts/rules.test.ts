import { DEFAULT_ALERT_THRESHOLDS as T } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../infra/time/calendar-date';
import { centerToday, type MoodPoint, moodDip, reset, silence, unansweredContact } from './rules';

/** `n` daily check-ins ending on `last`, all at `mood`. */
const days = (last: string, n: number, mood: number): MoodPoint[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(last, i - n + 1), mood }));

describe('mood dip', () => {
  // Baseline: 14 days at 90 ending 2026-03-10; recent window 2026-03-11..13.
  const baseline = days('2026-03-10', 14, 90);

  it('fires at exactly 30 points below the 14-day average', () => {
    // Moods are discrete (20, 30, 40, 80, 90, 100): a baseline of 100 and a recent 90, 80, 40.
    const b = days('2026-03-10', 14, 100);
    const recent = [
      { date: '2026-03-11', mood: 90 },
      { date: '2026-03-12', mood: 80 },
      { date: '2026-03-13', mood: 40 },
    ]; // average 70: exactly 30 below 100
    const hit = moodDip([...b, ...recent], T);
    expect(hit).toMatchObject({
      kind: 'average_drop',
      anchor: '2026-03-13',
      drop: 30,
      recent_average: 70,
      baseline_average: 100,
      dates: ['2026-03-11', '2026-03-12', '2026-03-13'],
    });
  });

  it('does not fire one step short of 30 points', () => {
    const b = days('2026-03-10', 14, 100);
    const recent = [
      { date: '2026-03-11', mood: 90 },
      { date: '2026-03-12', mood: 90 },
      { date: '2026-03-13', mood: 30 },
    ]; // average 70: fires; one of them at 100 instead → 73.3, a drop of 26.7: quiet
    expect(moodDip([...b, ...recent], T)?.kind).toBe('average_drop');
    const quiet = [...recent];
    quiet[0] = { date: '2026-03-11', mood: 100 };
    expect(moodDip([...b, ...quiet], T)).toBeNull();
    // A threshold an owner raised to 31 makes the exact-30 case quiet.
    expect(moodDip([...b, ...recent], { ...T, mood_drop_points: 31 })).toBeNull();
  });

  it('fires on two check-ins in a row at 40 or below, not on one, not at 80', () => {
    const one = [...baseline, { date: '2026-03-11', mood: 40 }];
    expect(moodDip(one, T)).toBeNull();
    const two = [...one, { date: '2026-03-12', mood: 40 }];
    expect(moodDip(two, T)).toEqual({
      kind: 'low_streak',
      anchor: '2026-03-12',
      threshold: 40,
      dates: ['2026-03-11', '2026-03-12'],
    });
    const broken = [...one, { date: '2026-03-12', mood: 80 }];
    expect(moodDip(broken, T)).toBeNull();
  });

  it('needs a baseline of at least three check-ins for the average rule', () => {
    const thin = [
      { date: '2026-03-01', mood: 100 },
      { date: '2026-03-02', mood: 100 },
      { date: '2026-03-11', mood: 80 },
      { date: '2026-03-12', mood: 30 },
      { date: '2026-03-13', mood: 80 },
    ];
    expect(moodDip(thin, T)).toBeNull();
  });

  it('needs new evidence after a previous alert (its anchor)', () => {
    const two = [...baseline, { date: '2026-03-11', mood: 30 }, { date: '2026-03-12', mood: 20 }];
    expect(moodDip(two, T, '2026-03-12')).toBeNull();
    // One more low day: the streak 03-12/03-13 shares 03-12 with the old alert: still quiet.
    const three = [...two, { date: '2026-03-13', mood: 20 }];
    expect(moodDip(three, T, '2026-03-12')).toBeNull();
    // Two fresh low check-ins after the anchor: a new alert.
    const four = [...three, { date: '2026-03-14', mood: 20 }];
    expect(moodDip(four, T, '2026-03-12')).toMatchObject({ kind: 'low_streak', anchor: '2026-03-14' });
  });
});

describe('silence', () => {
  const habit = days('2026-03-09', 7, 80).map((p) => p.date); // last check-in Monday 2026-03-09

  it('fires on the second missed day, not the first', () => {
    expect(silence(habit, '2026-03-10', T)).toBeNull(); // today Tue: nothing missed yet
    expect(silence(habit, '2026-03-11', T)).toBeNull(); // Tue missed: day 1
    expect(silence(habit, '2026-03-12', T)).toEqual({
      anchor: '2026-03-09',
      last_check_in: '2026-03-09',
      missed_days: 2,
    });
  });

  it('ignores patients who did not check in daily, and a check-in today', () => {
    const gappy = habit.filter((d) => d !== '2026-03-07');
    expect(silence(gappy, '2026-03-12', T)).toBeNull();
    expect(silence([...habit, '2026-03-12'], '2026-03-12', T)).toBeNull();
    expect(silence([], '2026-03-12', T)).toBeNull();
  });

  it('opens one alert per silence (anchor), a new one after the patient came back', () => {
    expect(silence(habit, '2026-03-13', T, '2026-03-09')).toBeNull();
    const back = days('2026-03-20', 6, 80).map((p) => p.date);
    expect(silence([...habit, ...back], '2026-03-23', T, '2026-03-09')?.anchor).toBe('2026-03-20');
  });

  it("counts the center's local days: the day turns at local midnight", () => {
    const tz = 'America/New_York'; // UTC-4 in late March 2026 (EDT)
    // 2026-03-12 03:59 UTC is still Wednesday 03-11 23:59 in New York: one missed day.
    const before = centerToday(new Date('2026-03-12T03:59:59Z'), tz);
    expect(before).toBe('2026-03-11');
    expect(silence(habit, before, T)).toBeNull();
    // One second later it is Thursday in New York: Tuesday and Wednesday missed.
    const after = centerToday(new Date('2026-03-12T04:00:00Z'), tz);
    expect(after).toBe('2026-03-12');
    expect(silence(habit, after, T)?.missed_days).toBe(2);
    // The same instant in Tokyo is already Thursday afternoon.
    expect(centerToday(new Date('2026-03-12T03:59:59Z'), 'Asia/Tokyo')).toBe('2026-03-12');
  });
});

describe('reset', () => {
  it('fires when the sobriety date moves later, not earlier, not unchanged or unset', () => {
    expect(reset('2026-01-01', '2026-03-01')).toEqual({
      anchor: '2026-01-01>2026-03-01',
      from: '2026-01-01',
      to: '2026-03-01',
      days: 59,
    });
    expect(reset('2026-03-01', '2026-01-01')).toBeNull();
    expect(reset('2026-03-01', '2026-03-01')).toBeNull();
    expect(reset(null, '2026-03-01')).toBeNull();
    expect(reset('2026-03-01', null)).toBeNull();
  });
});

describe('unanswered contact-now', () => {
  const createdAt = new Date('2026-03-12T10:00:00Z');
  const request = { id: '00000000-0000-4000-8000-000000000001', status: 'open', createdAt };

  it('escalates at 15 minutes exactly, not a second before', () => {
    expect(unansweredContact(request, new Date('2026-03-12T10:14:59Z'), T)).toBeNull();
    expect(unansweredContact(request, new Date('2026-03-12T10:15:00Z'), T)).toEqual({
      anchor: request.id,
      contact_request_id: request.id,
      requested_at: createdAt.toISOString(),
      waited_minutes: 15,
    });
  });

  it('never escalates a handled request', () => {
    expect(
      unansweredContact({ ...request, status: 'handled' }, new Date('2026-03-12T12:00:00Z'), T),
    ).toBeNull();
  });
});
