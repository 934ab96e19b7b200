/** Small statistics and the report table of `npm run bench` (no timing here: pure functions). */

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p % of the values at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export const median = (values: number[]) => percentile(values, 50);

export interface Row {
  goal: string;
  figure: string;
  target: string;
  /** null: not measured (the note says why). */
  pass: boolean | null;
  note?: string;
}

export function fmt(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return 'n/a';
  return n.toFixed(digits);
}

/** A markdown table; the console gets the same text. */
export function table(rows: Row[]): string {
  const head = ['Goal', 'Figure', 'Target', 'Result', 'Note'];
  const body = rows.map((r) => [
    r.goal,
    r.figure,
    r.target,
    r.pass === null ? (r.target === 'no goal' ? 'info' : 'not measured') : r.pass ? 'PASS' : 'FAIL',
    r.note ?? '',
  ]);
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...body.map((cells) => `| ${cells.map(esc).join(' | ')} |`),
  ].join('\n');
}

/**
 * Runs A then B, `pairs` times (A/B/A/B…), and gives each pair's ratio A/B and their median: the
 * machine's drift over the run touches both sides of a pair alike.
 */
export async function alternate<A, B>(
  pairs: number,
  a: () => Promise<A>,
  b: () => Promise<B>,
  ratio: (a: A, b: B) => number,
): Promise<{ as: A[]; bs: B[]; ratios: number[]; median: number }> {
  const as: A[] = [];
  const bs: B[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const x = await a();
    const y = await b();
    as.push(x);
    bs.push(y);
    ratios.push(ratio(x, y));
  }
  return { as, bs, ratios, median: median(ratios) };
}
