import {
  type Answers,
  INSTRUMENTS,
  type InstrumentDefinition,
  type InstrumentId,
  PHQ9_ITEM9,
} from '@portal/contracts/instruments';

/**
 * What a demo patient answers (issue 39 item 8): pure functions of a severity between 0 (well) and
 * 1 (very unwell) and a seeded generator. Only the answers are made here; every score, band and
 * flag comes from `scoreAnswers`, as for a real submission.
 */

/** How a patient's severity moves over their stay: most improve, some do not, a few get worse. */
export type Course = 'improving' | 'steady' | 'worsening';

/** 7 in 10 improve, 2 stay where they were, 1 gets worse (by the plan index, so the mix is stable). */
export const courseOf = (index: number): Course =>
  index % 10 < 7 ? 'improving' : index % 10 < 9 ? 'steady' : 'worsening';

/** The patient's severity `days` after joining: a start, an end reached over ~60 days, and noise. */
export function severityAt(course: Course, start: number, days: number, noise: number): number {
  const progress = Math.min(1, days / 60);
  const drift = course === 'improving' ? -0.7 * start : course === 'worsening' ? 0.3 : 0;
  return Math.max(0, Math.min(1, start + drift * progress + noise));
}

/** BAM-R items where a higher answer is better (confidence, meetings, spirituality, work, income, support). */
const BAMR_PROTECTIVE = new Set(['bam-r-9', 'bam-r-10', 'bam-r-12', 'bam-r-13', 'bam-r-14', 'bam-r-16']);
const BAMR_USE = new Set(['bam-r-4', 'bam-r-5', 'bam-r-6']);

const higherIsBetter = (instrument: InstrumentDefinition, linkId: string) =>
  instrument.id === 'barc-10' || (instrument.id === 'bam-r' && BAMR_PROTECTIVE.has(linkId));

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/**
 * Complete answers of one instrument for a severity (every scored item, the optional items where
 * they are asked). PHQ-9 item 9 is `item9` (0 unless the story says otherwise); BAM-R use days
 * appear only above a severity of 0.55.
 */
export function answersFor(
  instrumentId: InstrumentId,
  severity: number,
  r: () => number,
  options: { item9?: number } = {},
): Answers {
  const instrument = INSTRUMENTS[instrumentId];
  const answers: Record<string, string | number> = {};
  const values = new Map<string, number>();
  for (const item of instrument.items) {
    if (item.enableWhen && (values.get(item.enableWhen.linkId) ?? 0) <= item.enableWhen.above) continue;
    const worse = clamp01(severity + (r() - 0.5) * 0.3);
    const level = higherIsBetter(instrument, item.linkId) ? 1 - worse : worse;
    if (item.kind === 'days') {
      let days: number;
      if (BAMR_USE.has(item.linkId)) {
        days = severity > 0.55 ? Math.round((severity - 0.55) * 30 * (0.5 + r())) : 0;
        // Heavy drinking days are some of the drinking days.
        if (item.linkId === 'bam-r-5') days = Math.min(days, values.get('bam-r-4') ?? 0);
      } else if (item.enableWhen) {
        // Items 7A–7G (which drugs): the patient names one kind, on the days of item 6.
        if (item.linkId !== 'bam-r-7e') continue;
        days = values.get('bam-r-6') ?? 0;
      } else {
        days = Math.round(level * item.max * (0.7 + 0.6 * r()));
      }
      days = Math.max(0, Math.min(item.max, days));
      answers[item.linkId] = days;
      values.set(item.linkId, days);
      continue;
    }
    const sorted = [...item.choices].sort((a, b) => a.value - b.value);
    const wanted =
      instrumentId === 'phq-9' && item.linkId === PHQ9_ITEM9
        ? (options.item9 ?? 0)
        : (sorted[0]?.value ?? 0) +
          Math.round(level * ((sorted.at(-1)?.value ?? 0) - (sorted[0]?.value ?? 0)));
    const choice = sorted.find((c) => c.value === wanted) ?? sorted[0];
    if (!choice) continue;
    answers[item.linkId] = choice.coding.code;
    values.set(item.linkId, choice.value);
  }
  return answers;
}
