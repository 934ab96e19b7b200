import { MOOD_LABELS, MOOD_SCORES, type MoodScore } from '@portal/contracts';

/**
 * The specification's six moods, in its order, with a face each (the label is what is read). All six
 * from the one Unicode block (U+1F600–1F64F) that plain system fonts cover, so no face is a blank box.
 */
const FACES: Record<MoodScore, string> = { 20: '😢', 30: '😣', 40: '😨', 80: '😌', 90: '😎', 100: '😄' };

export const MOODS = MOOD_SCORES.map((score) => ({ score, label: MOOD_LABELS[score], face: FACES[score] }));

export const moodOf = (score: number) => MOODS.find((m) => m.score === score);
