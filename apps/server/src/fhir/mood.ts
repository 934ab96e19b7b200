import type { Annotation, Observation } from '@medplum/fhirtypes';
import { MOOD_LABELS, type MoodScore } from '@portal/contracts';
import { metaOf, ref, SYSTEMS, surveyCategory } from './systems';

/**
 * The daily check-in's six moods as codes of the product's own CodeSystem (no standard code set
 * names these six feelings). The code is the lower-cased label. The stored score (20…100) is not
 * carried: it orders the moods in charts and is not a measurement.
 */
export const MOOD_CODES: Readonly<Record<MoodScore, { code: string; display: string }>> = Object.fromEntries(
  Object.entries(MOOD_LABELS).map(([score, label]) => [score, { code: label.toLowerCase(), display: label }]),
) as Record<MoodScore, { code: string; display: string }>;

/** The check-in as a whole: code of the Observation (the answer is its value). */
export const CHECK_IN_CODE = { system: SYSTEMS.checkIn, code: 'daily-mood', display: 'Daily mood check-in' };

export interface CheckInSource {
  id: string;
  /** The patient's local day of the check-in. */
  date: string;
  mood: number;
  /** The preset message as the patient saw it. */
  presetMessageText: string;
  /** The patient's own words, if any. */
  text: string | null;
  createdAt: Date;
}

/**
 * One day's check-in as an Observation (category survey): the mood as a coding of the product's
 * mood CodeSystem, effective on the patient's local day, the message chosen and the patient's own
 * words as notes. `issued` is when it was last written (a later check-in that day replaces it).
 */
export function toMoodObservation(c: CheckInSource, patientId: string): Observation {
  const mood = MOOD_CODES[c.mood as MoodScore];
  if (!mood) throw new Error(`check-in ${c.id} has a mood outside the six: ${c.mood}`);
  const note: Annotation[] = [{ text: c.presetMessageText }];
  if (c.text?.trim()) note.push({ text: c.text });
  return {
    resourceType: 'Observation',
    id: c.id,
    meta: metaOf(c.createdAt),
    status: 'final',
    category: surveyCategory,
    code: { coding: [CHECK_IN_CODE], text: CHECK_IN_CODE.display },
    subject: ref.patient(patientId),
    effectiveDateTime: c.date,
    issued: c.createdAt.toISOString(),
    valueCodeableConcept: { coding: [{ system: SYSTEMS.mood, ...mood }], text: mood.display },
    note,
  };
}
