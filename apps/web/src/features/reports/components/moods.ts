import { MOOD_LABELS, type MoodScore } from '@portal/contracts';

/** Mood colours, from low (warm) to high (cool); text labels always accompany them. */
export const moodColor: Record<MoodScore, string> = {
  20: 'red',
  30: 'orange',
  40: 'yellow',
  80: 'cyan',
  90: 'blue',
  100: 'teal',
};

export const moodLabel = (mood: number | null | undefined): string =>
  mood != null && mood in MOOD_LABELS ? MOOD_LABELS[mood as MoodScore] : 'No check-in';

/** The label of the scale point nearest an average ("average 66.7" reads as Relaxed…). */
export function nearestMoodLabel(value: number): string {
  const scores = Object.keys(MOOD_LABELS).map(Number) as MoodScore[];
  const nearest = scores.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best));
  return MOOD_LABELS[nearest];
}
