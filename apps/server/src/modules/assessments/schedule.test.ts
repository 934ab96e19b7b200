import { describe, expect, it } from 'vitest';
import { type AssessmentPlan, DEFAULT_PLAN, dueOccasions, occasionState } from './schedule';

const plan: AssessmentPlan = {
  windowDays: 7,
  entries: [
    {
      instrumentId: 'phq-9',
      atJoining: true,
      everyWeeks: 4,
      atDischarge: true,
      followUpDays: [30, 90, 180, 365],
    },
  ],
};
const keys = (today: string, dischargedOn: string | null = null) =>
  dueOccasions(plan, { joinedOn: '2026-01-01', dischargedOn }, today).map((o) => `${o.key}@${o.dueOn}`);

describe('assessment schedule', () => {
  it('is due at joining on the first day', () => {
    expect(keys('2026-01-01')).toEqual(['joining@2026-01-01']);
    expect(keys('2025-12-31')).toEqual([]);
  });

  it('comes due every N weeks while active, on the day the interval ends and not before', () => {
    expect(keys('2026-01-28')).toEqual(['joining@2026-01-01']);
    expect(keys('2026-01-29')).toEqual(['joining@2026-01-01', 'week-4@2026-01-29']);
    expect(keys('2026-02-26')).toEqual(['joining@2026-01-01', 'week-4@2026-01-29', 'week-8@2026-02-26']);
  });

  it('stops the intervals at discharge, then asks at discharge and at each follow-up as it comes', () => {
    // Discharged on the day week 8 would have fallen: discharge replaces it.
    expect(keys('2026-02-26', '2026-02-26')).toEqual([
      'joining@2026-01-01',
      'week-4@2026-01-29',
      'discharge@2026-02-26',
    ]);
    expect(keys('2026-03-28', '2026-02-26')).toContain('follow-up-30@2026-03-28');
    expect(keys('2026-03-27', '2026-02-26')).not.toContain('follow-up-30@2026-03-28');
    expect(keys('2027-02-26', '2026-02-26')).toEqual([
      'joining@2026-01-01',
      'week-4@2026-01-29',
      'discharge@2026-02-26',
      'follow-up-30@2026-03-28',
      'follow-up-90@2026-05-27',
      'follow-up-180@2026-08-25',
      'follow-up-365@2027-02-26',
    ]);
  });

  it('gives each occasion a window: due through its last day, missed the day after', () => {
    const [joining] = dueOccasions(plan, { joinedOn: '2026-01-01', dischargedOn: null }, '2026-01-01');
    expect(joining?.lastDay).toBe('2026-01-07');
    expect(occasionState(joining!, '2026-01-07')).toBe('due');
    expect(occasionState(joining!, '2026-01-08')).toBe('missed');
  });

  it('defaults a new center to PHQ-9 + BAM-R at joining and every 4 weeks, BARC-10 at joining and discharge', () => {
    const due = dueOccasions(
      DEFAULT_PLAN,
      { joinedOn: '2026-01-01', dischargedOn: '2026-02-10' },
      '2026-02-10',
    );
    expect(due.map((o) => `${o.instrumentId}:${o.key}`)).toEqual([
      'phq-9:joining',
      'bam-r:joining',
      'barc-10:joining',
      'phq-9:week-4',
      'bam-r:week-4',
      'barc-10:discharge',
    ]);
  });
});
