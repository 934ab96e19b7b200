import { type CheckInBody, MOOD_SCORES } from '@portal/contracts';

/**
 * How a simulated patient's days go: shared by the demo seed, the simulator and the bulk seed, so
 * the three tell the same kind of story (a slowly improving mood with relapse-like dips).
 */

export const CHECK_IN_TEXTS = [
  'Slept well and feel steady.',
  'Cravings in the afternoon, went for a walk.',
  'Hard day at work.',
  'Family dinner went fine.',
  'Anxious this morning.',
  'Proud of a week without using.',
];
/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/**
 * A mood for day `i` of a patient's story: a baseline that slowly improves, day-to-day noise, and
 * relapse-like dips (a few days of sad, stressed or scared moods) — what a clinician looks for.
 */
export function moodFor(
  r: () => number,
  i: number,
  baseline: number,
  dips: { start: number; length: number }[],
) {
  const inDip = dips.some((d) => i >= d.start && i < d.start + d.length);
  const level = inDip ? 0.15 + r() * 0.2 : Math.min(0.95, baseline + i * 0.004 + (r() - 0.5) * 0.45);
  const index = Math.max(0, Math.min(MOOD_SCORES.length - 1, Math.floor(level * MOOD_SCORES.length)));
  return MOOD_SCORES[index] as number;
}

/** A day's check-in of a simulated patient (the simulator uses it too). */
export function checkInFor(r: () => number, mood: number): CheckInBody {
  return {
    mood,
    preset_message: mood >= 80 ? 1 : mood >= 40 ? 2 : 3,
    text: r() < 0.35 ? pick(r, CHECK_IN_TEXTS) : null,
  };
}

export function dipsFor(r: () => number, days: number) {
  const dips: { start: number; length: number }[] = [];
  const count = r() < 0.35 ? 2 : r() < 0.7 ? 1 : 0;
  for (let k = 0; k < count; k++)
    dips.push({ start: Math.floor(r() * days), length: 3 + Math.floor(r() * 5) });
  return dips;
}
