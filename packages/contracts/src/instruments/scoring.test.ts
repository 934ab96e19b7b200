import { describe, expect, it } from 'vitest';
import {
  type Answers,
  checkAnswers,
  INSTRUMENTS,
  type InstrumentDefinition,
  PHQ9_ITEM9,
  scoreAnswers,
} from './index';

const { 'phq-9': phq9, 'gad-7': gad7, 'bam-r': bamr, 'barc-10': barc10 } = INSTRUMENTS;

/** Answers whose scored choice items carry the given ordinal values, in item order. */
const choose = (instrument: InstrumentDefinition, values: number[]): Answers => {
  const answers: Record<string, string> = {};
  instrument.items
    .filter((i) => i.scored)
    .forEach((item, n) => {
      if (item.kind !== 'choice') throw new Error('choice items only');
      const choice = item.choices.find((c) => c.value === values[n]);
      if (!choice) throw new Error(`no choice ${values[n]} for ${item.linkId}`);
      answers[item.linkId] = choice.coding.code;
    });
  return answers;
};
/** Answers adding up to `total` over `items` items of at most `max` each, filled from the first. */
const spread = (total: number, items: number, max: number, min = 0) =>
  Array.from({ length: items }, (_, n) =>
    Math.min(max, Math.max(min, total - min * (items - n - 1) - max * n)),
  );

describe('PHQ-9', () => {
  it('adds items 1–9 (0–3 each) and ignores the difficulty question', () => {
    const answers = { ...choose(phq9, [0, 1, 2, 3, 0, 1, 2, 3, 0]), '69722-7': 'LA6574-3' };
    expect(scoreAnswers(phq9, answers).scores.total).toBe(12);
  });

  it.each([
    [0, 'none-minimal'],
    [4, 'none-minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately-severe'],
    [19, 'moderately-severe'],
    [20, 'severe'],
    [27, 'severe'],
  ])('total %i is %s', (total, band) => {
    // Item 9 stays 0 so only the band is under test.
    const values = [...spread(total, 8, 3), 0];
    if (total > 24) values.splice(8, 1, total - 24);
    const result = scoreAnswers(phq9, choose(phq9, values));
    expect(result.scores.total).toBe(total);
    expect(result.bands.total).toBe(band);
  });

  it('raises the item-9 flag for any answer above 0, and only then', () => {
    expect(scoreAnswers(phq9, choose(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0])).flags).toEqual([]);
    for (const value of [1, 2, 3]) {
      expect(scoreAnswers(phq9, choose(phq9, [0, 0, 0, 0, 0, 0, 0, 0, value])).flags).toEqual([
        { code: 'phq9-item9', linkId: PHQ9_ITEM9, value },
      ]);
    }
  });

  it('uses the LOINC answer codes of US Core (LA6568-5 … LA6571-9) and the LOINC item codes', () => {
    const item1 = phq9.items[0];
    expect(item1?.linkId).toBe('44250-9');
    expect(item1?.kind === 'choice' && item1.choices.map((c) => [c.coding.code, c.value])).toEqual([
      ['LA6568-5', 0],
      ['LA6569-3', 1],
      ['LA6570-1', 2],
      ['LA6571-9', 3],
    ]);
    expect(phq9.scores[0]?.code.code).toBe('44261-6');
  });

  it('has the published Spanish text for every item and choice', () => {
    for (const item of phq9.items) {
      expect(item.text.es).toBeTruthy();
      if (item.kind === 'choice') for (const c of item.choices) expect(c.text.es).toBeTruthy();
    }
    expect(phq9.languages).toContain('es');
  });
});

describe('GAD-7', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ])('total %i is %s', (total, band) => {
    const result = scoreAnswers(gad7, choose(gad7, spread(total, 7, 3)));
    expect(result.scores.total).toBe(total);
    expect(result.bands.total).toBe(band);
    expect(result.flags).toEqual([]);
  });

  it('is offered in English only: no Spanish text is ever held for it', () => {
    expect(gad7.languages).toEqual(['en']);
    for (const item of gad7.items) expect(item.text.es).toBeUndefined();
  });
});

describe('BARC-10', () => {
  it.each([
    [10, 'below-threshold'],
    [46, 'below-threshold'],
    [47, 'remission-threshold'],
    [60, 'remission-threshold'],
  ])('total %i is %s', (total, band) => {
    const result = scoreAnswers(barc10, choose(barc10, spread(total, 10, 6, 1)));
    expect(result.scores.total).toBe(total);
    expect(result.bands.total).toBe(band);
  });
});

describe('BAM-R (VistA YTSBAMR)', () => {
  const code = (linkId: string, value: number) => {
    const item = bamr.items.find((i) => i.linkId === linkId);
    if (item?.kind !== 'choice') throw new Error(linkId);
    return item.choices.find((c) => c.value === value)?.coding.code ?? '';
  };
  const base = (over: Record<string, number> = {}): Answers => {
    const v = {
      1: 0,
      2: 0,
      3: 0,
      4: 0,
      5: 0,
      6: 0,
      8: 0,
      9: 0,
      10: 0,
      11: 0,
      12: 0,
      13: 0,
      14: 0,
      15: 0,
      16: 0,
      17: 0,
      ...over,
    };
    const answers: Record<string, string | number> = {};
    for (const [n, value] of Object.entries(v)) {
      const linkId = `bam-r-${n}`;
      answers[linkId] = ['1', '8', '9', '12', '14', '15', '17'].includes(n) ? code(linkId, value) : value;
    }
    return answers;
  };

  it('scores a worked example: Use, Risk and Protective with the 0/8/15/22/30 weights and Yes = 30', () => {
    const answers = {
      ...base({
        1: 3,
        2: 10,
        3: 5,
        4: 2,
        5: 1,
        6: 4,
        8: 2,
        9: 4,
        10: 12,
        11: 3,
        12: 1,
        13: 20,
        14: 1,
        15: 1,
        16: 25,
        17: 2,
      }),
      'bam-r-7a': 4,
    };
    const { scores, flags } = scoreAnswers(bamr, answers);
    // Use 2+1+4; Risk 22 (fair) +10 +5 +15 (moderately) +3 +8 (slightly); Protective 30 (extremely) +12 +8 +20 +30 +25.
    expect(scores).toEqual({ use: 7, risk: 63, protective: 125 });
    expect(flags).toEqual([{ code: 'bamr-use', linkId: 'use', value: 7 }]);
  });

  it('reaches its published ranges: Use 0–90, Risk 0–180, Protective 0–180', () => {
    expect(scoreAnswers(bamr, base()).scores).toEqual({ use: 0, risk: 0, protective: 0 });
    const worst = base({ 1: 4, 2: 30, 3: 30, 4: 30, 5: 30, 6: 30, 8: 4, 11: 30, 15: 4 });
    expect(scoreAnswers(bamr, worst).scores).toMatchObject({ use: 90, risk: 180 });
    const best = base({ 9: 4, 10: 30, 12: 4, 13: 30, 14: 1, 16: 30 });
    expect(scoreAnswers(bamr, best).scores.protective).toBe(180);
  });

  it('raises the use flag for any day of use (items 4, 5 or 6), and not for none', () => {
    expect(scoreAnswers(bamr, base()).flags).toEqual([]);
    for (const n of [4, 5, 6]) {
      const answers = { ...base({ [n]: 1 }), ...(n === 6 ? { 'bam-r-7c': 1 } : {}) };
      expect(scoreAnswers(bamr, answers).flags).toEqual([{ code: 'bamr-use', linkId: 'use', value: 1 }]);
    }
  });

  it('asks 7A–7G only after drug use: answering them with item 6 at 0 is refused', () => {
    expect(checkAnswers(bamr, { ...base(), 'bam-r-7a': 2 })).toEqual([
      { kind: 'not-asked', linkId: 'bam-r-7a' },
    ]);
    expect(checkAnswers(bamr, { ...base({ 6: 2 }), 'bam-r-7a': 2 })).toEqual([]);
  });
});

describe('answers that cannot be scored', () => {
  it('names a missing item, a value out of range, an unknown item', () => {
    const answers: Record<string, string | number> = { ...choose(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 0]) };
    delete answers['44250-9'];
    answers['44255-8'] = 'LA9999-9';
    answers['not-an-item'] = 'x';
    expect(checkAnswers(phq9, answers)).toEqual([
      { kind: 'unknown-item', linkId: 'not-an-item' },
      { kind: 'out-of-range', linkId: '44255-8' },
      { kind: 'missing', linkId: '44250-9' },
    ]);
    expect(() => scoreAnswers(phq9, answers)).toThrow(/cannot be scored/);
  });

  it('refuses day counts outside 0–30 or not whole', () => {
    for (const bad of [-1, 31, 2.5]) {
      const answers = { 'bam-r-2': bad };
      expect(checkAnswers(bamr, answers)).toContainEqual({ kind: 'out-of-range', linkId: 'bam-r-2' });
    }
  });

  it('lets the unscored questions be skipped', () => {
    expect(checkAnswers(phq9, choose(phq9, [1, 1, 1, 1, 1, 1, 1, 1, 0]))).toEqual([]);
  });
});
