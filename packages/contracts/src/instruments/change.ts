import type { ScoreDefinition } from './types';

/**
 * How a score moved from a patient's baseline (their first completed response) to their latest one,
 * named as issue 39 asks. One definition for the patient's Assessments tab and the center's Outcomes
 * screen, so both count the same patients as "response" or "worse".
 */

export type ChangeName = 'remission' | 'response' | 'improved' | 'unchanged' | 'worse';

/**
 * The name of a change, or undefined for scores without a published minimal important difference
 * (BAM-R subscales, BARC-10), where a name would be our invention. First rule that applies:
 * - remission: latest below the remission line (PHQ-9, GAD-7: < 5) from a baseline at or above it;
 * - response: latest at most half the baseline (down ≥ 50 %), lower-is-better scores only, from a
 *   baseline at or above the remission line (halving 4 to 2 inside "minimal" is no response);
 * - improved / worse: better / worse by at least the MID (PHQ-9 5, GAD-7 4);
 * - unchanged otherwise.
 */
export function nameChange(score: ScoreDefinition, baseline: number, latest: number): ChangeName | undefined {
  if (score.mid === undefined) return undefined;
  const line = score.remissionBelow;
  const fromAboveLine = line === undefined || baseline >= line;
  if (line !== undefined && latest < line && fromAboveLine) return 'remission';
  if (score.better === 'lower' && baseline > 0 && fromAboveLine && latest * 2 <= baseline) return 'response';
  const gain = score.better === 'lower' ? baseline - latest : latest - baseline;
  if (gain >= score.mid) return 'improved';
  if (-gain >= score.mid) return 'worse';
  return 'unchanged';
}

export interface ScoreChange {
  baseline: number;
  latest: number;
  /** latest − baseline (negative when the score went down). */
  difference: number;
  /** The difference as a percentage of the baseline, rounded; null when the baseline is 0. */
  percent: number | null;
  name: ChangeName | undefined;
}

/** Baseline against latest for one score: the numbers and the change's name. */
export function compareScores(score: ScoreDefinition, baseline: number, latest: number): ScoreChange {
  const difference = latest - baseline;
  return {
    baseline,
    latest,
    difference,
    percent: baseline === 0 ? null : Math.round((difference / baseline) * 100),
    name: nameChange(score, baseline, latest),
  };
}

/**
 * The first and the last of a patient's completed responses by submission time; undefined with
 * fewer than two, since one response has no change.
 */
export function baselineAndLatest<T extends { submitted_at: string }>(
  responses: readonly T[],
): { baseline: T; latest: T } | undefined {
  if (responses.length < 2) return undefined;
  const sorted = [...responses].sort((a, b) => Date.parse(a.submitted_at) - Date.parse(b.submitted_at));
  return { baseline: sorted[0]!, latest: sorted[sorted.length - 1]! };
}
