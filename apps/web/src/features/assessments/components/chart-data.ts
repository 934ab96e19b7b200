import type { InstrumentDefinition, ScoreDefinition } from '@portal/contracts/instruments';
import type { Completed } from './model';

/** Shading from better to worse (Mantine's palette as CSS variables, light enough behind a line). */
const SCALE = [
  'var(--mantine-color-green-6)',
  'var(--mantine-color-lime-6)',
  'var(--mantine-color-yellow-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-red-6)',
];

/** One colour per band of a score, from better to worse whichever way the score runs. */
export function bandColors(score: ScoreDefinition): string[] {
  const bands = score.bands ?? [];
  const steps = Math.max(1, bands.length - 1);
  const colors = bands.map((_, i) => SCALE[Math.round((i / steps) * (SCALE.length - 1))] ?? SCALE[0]!);
  return score.better === 'lower' ? colors : colors.reverse();
}

export interface ChartPoint {
  /** The axis label: the day of the answer in the center's zone. */
  when: string;
  id: string;
  [score: string]: number | string;
}

/**
 * One point per completed response, oldest first, with every score the instrument reports. Each
 * point's label is its day; on a day with two answers or more, its day and time, so the axis tells
 * them apart.
 */
export function chartPoints(
  instrument: InstrumentDefinition,
  responses: readonly Completed[],
  day: (iso: string) => string,
  dayAndTime: (iso: string) => string,
): ChartPoint[] {
  const days = responses.map((r) => day(r.response.submitted_at));
  const shared = new Set(days.filter((d, i) => days.indexOf(d) !== i));
  return responses.map((r, i) => {
    const when = days[i] ?? '';
    const point: ChartPoint = {
      when: shared.has(when) ? dayAndTime(r.response.submitted_at) : when,
      id: r.id,
    };
    for (const s of instrument.scores) {
      const value = r.response.scores[s.key];
      if (value !== undefined) point[s.key] = value;
    }
    return point;
  });
}
