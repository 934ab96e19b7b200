import {
  type Answers,
  answerValue,
  INSTRUMENTS,
  type InstrumentDefinition,
  type InstrumentId,
  type InstrumentItem,
  type PublishedText,
  type SafetyFlag,
  scoreAnswers,
} from '@portal/contracts/instruments';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import type { StaffAssessments } from '../api/list-assessments';

/** What the Assessments tab derives from the API's list: pure, so tests read it without a screen. */

export type StaffAssessment = StaffAssessments[number];
export type Completed = StaffAssessment & { response: NonNullable<StaffAssessment['response']> };

export const isCompleted = (a: StaffAssessment): a is Completed =>
  a.status === 'completed' && a.response !== null;

/** Completed responses per instrument, oldest first (the chart's order), instruments in catalogue order. */
export function completedByInstrument(list: readonly StaffAssessment[]) {
  const by = new Map<InstrumentId, Completed[]>();
  for (const a of list) {
    if (!isCompleted(a)) continue;
    by.set(a.instrument_id, [...(by.get(a.instrument_id) ?? []), a]);
  }
  return (Object.keys(INSTRUMENTS) as InstrumentId[])
    .filter((id) => by.has(id))
    .map((id) => ({
      instrument: INSTRUMENTS[id],
      responses: (by.get(id) ?? []).sort(
        (a, b) => Date.parse(a.response.submitted_at) - Date.parse(b.response.submitted_at),
      ),
    }));
}

/**
 * The safety rules a response meets, recomputed from its stored answers with the server's own
 * scoring (flags are not stored: assessments.md). Answers that no longer score (an older version)
 * raise none here; the alert, opened at submission, still stands in the Alerts tab.
 */
export function flagsOf(a: Completed): SafetyFlag[] {
  try {
    return scoreAnswers(INSTRUMENTS[a.instrument_id], a.response.answers as Answers).flags;
  } catch {
    return [];
  }
}

const SCORE_TEXT: Record<string, PortalTextKey> = {
  total: 'assessments.score.total',
  use: 'assessments.score.use',
  risk: 'assessments.score.risk',
  protective: 'assessments.score.protective',
};
export const scoreText = (key: string): PortalTextKey => SCORE_TEXT[key] ?? 'assessments.score.total';

const BAND_TEXT: Record<string, PortalTextKey> = {
  'none-minimal': 'assessments.band.noneMinimal',
  minimal: 'assessments.band.minimal',
  mild: 'assessments.band.mild',
  moderate: 'assessments.band.moderate',
  'moderately-severe': 'assessments.band.moderatelySevere',
  severe: 'assessments.band.severe',
  'below-threshold': 'assessments.band.belowThreshold',
  'remission-threshold': 'assessments.band.remissionThreshold',
};
/** The text key of a band code; undefined for a code this screen does not know. */
export const bandText = (code: string): PortalTextKey | undefined => BAND_TEXT[code];

export const MEASURES_TEXT: Record<InstrumentId, PortalTextKey> = {
  'phq-9': 'assessments.measures.phq9',
  'gad-7': 'assessments.measures.gad7',
  'bam-r': 'assessments.measures.bamr',
  'barc-10': 'assessments.measures.barc10',
};

/** How an occasion key reads: "joining", "week-4", "discharge", "follow-up-30", "assigned-<uuid>". */
export function occasionText(occasion: string): { key: PortalTextKey; values?: Record<string, number> } {
  if (occasion === 'joining') return { key: 'assessments.occasion.joining' };
  if (occasion === 'discharge') return { key: 'assessments.occasion.discharge' };
  const week = /^week-(\d+)$/.exec(occasion);
  if (week) return { key: 'assessments.occasion.week', values: { weeks: Number(week[1]) } };
  const followUp = /^follow-up-(\d+)$/.exec(occasion);
  if (followUp) return { key: 'assessments.occasion.followUp', values: { days: Number(followUp[1]) } };
  return { key: 'assessments.occasion.assigned' };
}

/** A published text in the staff member's language where a validated one exists, else English. */
export const published = (text: PublishedText, language: string) =>
  (language === 'es' ? text.es : undefined) ?? text.en;

export type AnswerRow =
  | { item: InstrumentItem; kind: 'choice'; text: PublishedText; value: number }
  | { item: InstrumentItem; kind: 'days'; days: number }
  | { item: InstrumentItem; kind: 'skipped' | 'not-asked' };

/** Every question of the instrument with the response's answer, in the form's order. */
export function answerRows(instrument: InstrumentDefinition, answers: Answers): AnswerRow[] {
  const values = new Map<string, number>();
  for (const item of instrument.items) {
    const v = answerValue(item, answers[item.linkId]);
    if (v !== undefined) values.set(item.linkId, v);
  }
  return instrument.items.map((item): AnswerRow => {
    const answer = answers[item.linkId];
    if (answer === undefined) {
      const asked = !item.enableWhen || (values.get(item.enableWhen.linkId) ?? 0) > item.enableWhen.above;
      return { item, kind: asked ? 'skipped' : 'not-asked' };
    }
    if (item.kind === 'days') return { item, kind: 'days', days: Number(answer) };
    const choice = item.choices.find((c) => c.coding.code === answer);
    return choice
      ? { item, kind: 'choice', text: choice.text, value: choice.value }
      : { item, kind: 'skipped' };
  });
}

/** A calendar date ("2026-11-20") as the locale writes it; no time zone shift (it is a date, not an instant). */
export const formatDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** An instant in the center's time zone (the device's until the center's zone is known). */
export const formatInstant = (iso: string, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

/** The short date of an instant for a chart's axis, in the center's zone. */
export const formatAxisDay = (iso: string, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

/** The same, with the time: for two answers on one day. */
export const formatAxisDayTime = (iso: string, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
