import { MOOD_LABELS, type MoodScore } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';

/** Mood colours, from low (warm) to high (cool); text labels always accompany them. */
export const moodColor: Record<MoodScore, string> = {
  20: 'red',
  30: 'orange',
  40: 'yellow',
  80: 'cyan',
  90: 'blue',
  100: 'teal',
};

type T = (key: PortalTextKey) => string;

/** The spec's name of a mood (§9) in the screen's language, or "No check-in". */
export const moodLabel = (t: T, mood: number | null | undefined): string =>
  mood != null && mood in MOOD_LABELS ? t(`mood.${mood as MoodScore}`) : t('reports.noCheckIn');

/** The name of the scale point nearest an average ("average 66.7" reads as Relaxed…). */
export function nearestMoodLabel(t: T, value: number): string {
  const scores = Object.keys(MOOD_LABELS).map(Number) as MoodScore[];
  const nearest = scores.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best));
  return t(`mood.${nearest}`);
}
