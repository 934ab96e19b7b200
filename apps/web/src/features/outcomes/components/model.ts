import type { CHANGE_NAMES } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';

export type ChangeName = (typeof CHANGE_NAMES)[number];

export const CHANGE_TEXT: Record<ChangeName, PortalTextKey> = {
  remission: 'outcomes.change.remission',
  response: 'outcomes.change.response',
  improved: 'outcomes.change.improved',
  unchanged: 'outcomes.change.unchanged',
  worse: 'outcomes.change.worse',
};

/** Score keys of a response, by the Assessments tab's names for them (one text for both screens). */
const SCORE_TEXT: Record<string, PortalTextKey> = {
  total: 'assessments.score.total',
  use: 'assessments.score.use',
  risk: 'assessments.score.risk',
  protective: 'assessments.score.protective',
};
export const scoreText = (key: string): PortalTextKey => SCORE_TEXT[key] ?? 'assessments.score.total';

/** A share (0–1) as a percentage for people, in their language; a dash when there is no denominator. */
export const formatShare = (share: number | null, locale: string) =>
  share === null
    ? '—'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

export const formatMean = (mean: number | null, locale: string) =>
  mean === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mean);
