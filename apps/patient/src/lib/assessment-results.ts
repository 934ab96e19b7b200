import type { AppTextKey } from '@portal/i18n/texts/app';
import type { PatientAssessment } from './assessments';

/**
 * A completed questionnaire as the patient reads it: the server's band in kind words (never a bare
 * number), and the patient's own totals over time for the chart.
 */

/** instrument id → the server's band code of its total → the words the patient reads. */
const RESULT_TEXTS: Readonly<Record<string, Readonly<Record<string, AppTextKey>>>> = {
  'phq-9': {
    'none-minimal': 'assessments.resultPhq9Minimal',
    mild: 'assessments.resultPhq9Mild',
    moderate: 'assessments.resultPhq9Moderate',
    'moderately-severe': 'assessments.resultPhq9ModeratelySevere',
    severe: 'assessments.resultPhq9Severe',
  },
  'gad-7': {
    minimal: 'assessments.resultGad7Minimal',
    mild: 'assessments.resultGad7Mild',
    moderate: 'assessments.resultGad7Moderate',
    severe: 'assessments.resultGad7Severe',
  },
  'barc-10': {
    'below-threshold': 'assessments.resultBarc10Below',
    'remission-threshold': 'assessments.resultBarc10Remission',
  },
};

/** The words for a result; instruments without bands (the BAM-R's three subscales) get a thank-you. */
export const resultText = (a: Pick<PatientAssessment, 'instrument_id' | 'bands'>): AppTextKey =>
  RESULT_TEXTS[a.instrument_id]?.[a.bands?.total ?? ''] ?? 'assessments.resultOther';

/**
 * The range of each instrument's total and which way is better, for the chart's scale (the
 * instruments' `scores` in packages/contracts; assessment-results.test.ts checks they agree). The
 * BAM-R has three subscales and no total: no chart.
 */
export const TOTAL_SCALES: Readonly<
  Record<string, { min: number; max: number; better: 'lower' | 'higher' }>
> = {
  'phq-9': { min: 0, max: 27, better: 'lower' },
  'gad-7': { min: 0, max: 21, better: 'lower' },
  'barc-10': { min: 10, max: 60, better: 'higher' },
};

export interface HistoryPoint {
  id: string;
  submitted_at: string;
  score: number;
}

/** The patient's totals of one instrument, oldest first. */
export const historyOf = (completed: readonly PatientAssessment[], instrumentId: string): HistoryPoint[] =>
  completed
    .filter((a) => a.instrument_id === instrumentId && a.submitted_at && typeof a.scores?.total === 'number')
    .map((a) => ({ id: a.id, submitted_at: a.submitted_at as string, score: a.scores?.total as number }))
    .sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));

/** A calendar date (YYYY-MM-DD) in words in the app's language, read at UTC so no zone moves it. */
export const formatDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** When an answer was sent, in the app's language, on the phone's clock. */
export const formatSubmitted = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
