import { describe, expect, it } from 'vitest';
import { baselineAndLatest, compareScores, INSTRUMENTS, nameChange } from './index';

const phq9 = INSTRUMENTS['phq-9'].scores[0]!;
const gad7 = INSTRUMENTS['gad-7'].scores[0]!;

describe('naming a PHQ-9 change (MID 5, remission below 5)', () => {
  it.each([
    // Remission: below 5 exactly, from a baseline at or above 5.
    [20, 4, 'remission'],
    [5, 4, 'remission'],
    [20, 5, 'response'],
    [4, 0, 'unchanged'],
    // Response: down 50 % exactly is a response; one point short is not.
    [20, 10, 'response'],
    [21, 10, 'response'],
    [21, 11, 'improved'],
    [10, 5, 'response'],
    [11, 6, 'improved'],
    // Improved and worse: by the MID exactly, not one less.
    [20, 15, 'improved'],
    [20, 16, 'unchanged'],
    [10, 15, 'worse'],
    [10, 14, 'unchanged'],
    [0, 5, 'worse'],
    [0, 4, 'unchanged'],
    [12, 12, 'unchanged'],
    // A halving inside "none–minimal" is no response (and no remission: it never left it).
    [4, 2, 'unchanged'],
    [3, 2, 'unchanged'],
  ])('%i → %i is %s', (baseline, latest, name) => {
    expect(nameChange(phq9, baseline, latest)).toBe(name);
  });
});

describe('naming a GAD-7 change (MID 4, remission below 5)', () => {
  it.each([
    [12, 4, 'remission'],
    [12, 6, 'response'],
    [12, 7, 'improved'],
    [12, 8, 'improved'],
    [12, 9, 'unchanged'],
    [6, 9, 'unchanged'],
    [6, 10, 'worse'],
  ])('%i → %i is %s', (baseline, latest, name) => {
    expect(nameChange(gad7, baseline, latest)).toBe(name);
  });
});

describe('scores without a published MID', () => {
  it('get no name (BAM-R subscales, BARC-10)', () => {
    for (const score of [...INSTRUMENTS['bam-r'].scores, ...INSTRUMENTS['barc-10'].scores]) {
      expect(nameChange(score, 30, 0)).toBeUndefined();
      expect(nameChange(score, 0, 30)).toBeUndefined();
    }
  });

  it('a higher-is-better score with a MID is never a "response" and improves upwards', () => {
    const higher = { ...INSTRUMENTS['barc-10'].scores[0]!, mid: 5 };
    expect(nameChange(higher, 40, 20)).toBe('worse');
    expect(nameChange(higher, 40, 45)).toBe('improved');
    expect(nameChange(higher, 40, 44)).toBe('unchanged');
  });
});

describe('compareScores', () => {
  it('gives the difference, the percentage of the baseline and the name', () => {
    expect(compareScores(phq9, 20, 10)).toEqual({
      baseline: 20,
      latest: 10,
      difference: -10,
      percent: -50,
      name: 'response',
    });
    expect(compareScores(phq9, 3, 7)).toMatchObject({ difference: 4, percent: 133, name: 'unchanged' });
  });

  it('has no percentage from a baseline of 0', () => {
    expect(compareScores(phq9, 0, 6)).toMatchObject({ difference: 6, percent: null, name: 'worse' });
  });
});

describe('baselineAndLatest', () => {
  const r = (id: string, submitted_at: string) => ({ id, submitted_at });

  it('picks the first and last by submission time, whatever the order given', () => {
    const picked = baselineAndLatest([
      r('b', '2026-03-01T10:00:00.000Z'),
      r('c', '2026-04-01T10:00:00.000Z'),
      r('a', '2026-02-01T10:00:00.000Z'),
    ]);
    expect(picked?.baseline.id).toBe('a');
    expect(picked?.latest.id).toBe('c');
  });

  it('compares instants, not strings, across offsets', () => {
    const picked = baselineAndLatest([
      r('later', '2026-02-01T09:30:00-05:00'),
      r('earlier', '2026-02-01T14:00:00.000Z'),
    ]);
    expect(picked?.baseline.id).toBe('earlier');
  });

  it('needs two responses', () => {
    expect(baselineAndLatest([])).toBeUndefined();
    expect(baselineAndLatest([r('a', '2026-02-01T10:00:00.000Z')])).toBeUndefined();
  });
});
