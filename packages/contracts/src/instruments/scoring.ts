import { BAMR_USE_ITEMS } from './bam-r';
import { PHQ9_ITEM9 } from './phq-9';
import type {
  AnswerProblem,
  Answers,
  InstrumentDefinition,
  InstrumentId,
  InstrumentItem,
  SafetyFlag,
  ScoreDefinition,
  ScoreResult,
} from './types';

/**
 * Scoring as the sources publish it (instruments.md): pure functions of the stored answers, run on
 * the server whatever a client sends. Answers are choice codes or day counts (`Answers`).
 */

const isEnabled = (item: InstrumentItem, values: ReadonlyMap<string, number>) =>
  !item.enableWhen || (values.get(item.enableWhen.linkId) ?? 0) > item.enableWhen.above;

/** The ordinal value of one answer, or undefined when the answer is not one the item allows. */
export function answerValue(item: InstrumentItem, answer: string | number | undefined): number | undefined {
  if (answer === undefined) return undefined;
  if (item.kind === 'days') {
    return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer <= item.max
      ? answer
      : undefined;
  }
  return typeof answer === 'string' ? item.choices.find((c) => c.coding.code === answer)?.value : undefined;
}

/** Every reason the answers cannot be scored; empty when they are complete and in range. */
export function checkAnswers(instrument: InstrumentDefinition, answers: Answers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const known = new Set(instrument.items.map((i) => i.linkId));
  for (const linkId of Object.keys(answers)) {
    if (!known.has(linkId)) problems.push({ kind: 'unknown-item', linkId });
  }
  const values = new Map<string, number>();
  for (const item of instrument.items) {
    const answer = answers[item.linkId];
    const value = answerValue(item, answer);
    if (answer !== undefined && value === undefined)
      problems.push({ kind: 'out-of-range', linkId: item.linkId });
    if (value !== undefined) values.set(item.linkId, value);
  }
  for (const item of instrument.items) {
    const enabled = isEnabled(item, values);
    if (!enabled && answers[item.linkId] !== undefined)
      problems.push({ kind: 'not-asked', linkId: item.linkId });
    if (enabled && item.scored && answers[item.linkId] === undefined) {
      problems.push({ kind: 'missing', linkId: item.linkId });
    }
  }
  return problems;
}

const valuesOf = (instrument: InstrumentDefinition, answers: Answers) => {
  const problems = checkAnswers(instrument, answers);
  if (problems.length > 0) {
    throw new Error(`${instrument.id} answers cannot be scored: ${JSON.stringify(problems)}`);
  }
  const values = new Map<string, number>();
  for (const item of instrument.items) {
    const value = answerValue(item, answers[item.linkId]);
    if (value !== undefined) values.set(item.linkId, value);
  }
  return values;
};

const sumScored = (instrument: InstrumentDefinition, values: ReadonlyMap<string, number>) =>
  instrument.items.filter((i) => i.scored).reduce((sum, i) => sum + (values.get(i.linkId) ?? 0), 0);

/** BAM-R five-point answers 0–4 weigh 0/8/15/22/30 (YTSBAMR `SCORADJ`). */
const BAMR_WEIGHT = [0, 8, 15, 22, 30] as const;

function scoreBamr(values: ReadonlyMap<string, number>) {
  const v = (n: string) => values.get(`bam-r-${n}`) ?? 0;
  const w = (n: string) => BAMR_WEIGHT[v(n)] ?? 0;
  return {
    use: v('4') + v('5') + v('6'),
    risk: w('1') + v('2') + v('3') + w('8') + v('11') + w('15'),
    // Item 14: Yes = 30, No = 0.
    protective: w('9') + v('10') + w('12') + v('13') + (v('14') === 1 ? 30 : 0) + v('16'),
  };
}

const SCORERS: Record<
  InstrumentId,
  (instrument: InstrumentDefinition, values: ReadonlyMap<string, number>) => Record<string, number>
> = {
  'phq-9': (instrument, values) => ({ total: sumScored(instrument, values) }),
  'gad-7': (instrument, values) => ({ total: sumScored(instrument, values) }),
  'barc-10': (instrument, values) => ({ total: sumScored(instrument, values) }),
  'bam-r': (_instrument, values) => scoreBamr(values),
};

/** The band a score falls in, by its definition's bands. */
export function bandOf(score: ScoreDefinition, value: number) {
  return score.bands?.find((b) => value >= b.min && value <= b.max);
}

function safetyFlags(instrument: InstrumentDefinition, values: ReadonlyMap<string, number>): SafetyFlag[] {
  if (instrument.id === 'phq-9') {
    const item9 = values.get(PHQ9_ITEM9) ?? 0;
    return item9 > 0 ? [{ code: 'phq9-item9', linkId: PHQ9_ITEM9, value: item9 }] : [];
  }
  if (instrument.id === 'bam-r') {
    const use = BAMR_USE_ITEMS.reduce((sum, id) => sum + (values.get(id) ?? 0), 0);
    return use > 0 ? [{ code: 'bamr-use', linkId: 'use', value: use }] : [];
  }
  return [];
}

/** Scores, bands and safety flags of complete answers; throws on answers `checkAnswers` refuses. */
export function scoreAnswers(instrument: InstrumentDefinition, answers: Answers): ScoreResult {
  const values = valuesOf(instrument, answers);
  const scores = SCORERS[instrument.id](instrument, values);
  const bands: Record<string, string> = {};
  for (const def of instrument.scores) {
    const band = bandOf(def, scores[def.key] ?? 0);
    if (band) bands[def.key] = band.code;
  }
  return { scores, bands, flags: safetyFlags(instrument, values) };
}
