import { CSV_MAX_BYTES, checkReservationRows, parseReservationCsv } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { reservationCsv } from './import';
import { LIGHTHOUSE_PAGES, pageRows, type RunResult } from './lighthouse';
import { GOALS, needsOf, parseOnly } from './options';
import { inlineSql } from './pgbench';
import { alternate, median, percentile, table } from './stats';

// The benchmark itself is not part of `npm test` (docs/performance.md): these check its arithmetic.
describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('alternates A and B and takes the median of the pair ratios', async () => {
    const order: string[] = [];
    let a = 0;
    const result = await alternate(
      3,
      async () => {
        order.push('A');
        return [10, 30, 20][a++] as number;
      },
      async () => {
        order.push('B');
        return 10;
      },
      (x, y) => x / y,
    );
    expect(order).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    expect(result.ratios).toEqual([1, 3, 2]);
    expect(result.median).toBe(2);
  });

  it('writes a table with PASS, FAIL and not measured', () => {
    const text = table([
      { goal: '1', figure: '80 %', target: '≥ 70 %', pass: true },
      { goal: '2', figure: 'a|b', target: 'x', pass: false },
      { goal: '3', figure: '—', target: 'x', pass: null, note: 'why' },
    ]);
    expect(text).toContain('| 1 | 80 % | ≥ 70 % | PASS |');
    expect(text).toContain('a\\|b');
    expect(text).toContain('| FAIL |');
    expect(text).toContain('| not measured | why |');
  });

  it("writes a query's parameters as literals on one line", () => {
    expect(inlineSql('select *\n from t where a = $1 and b like $2 limit $3', ['x', "o'b%", 10])).toBe(
      "select * from t where a = 'x' and b like 'o''b%' limit 10",
    );
    expect(() => inlineSql('select $1', [[1]])).toThrow();
  });

  it("builds goal 10's CSV: 10,000 rows every one valid under the import's own rules", () => {
    const text = reservationCsv(1, 10_000);
    expect(Buffer.byteLength(text)).toBeLessThan(CSV_MAX_BYTES);
    const parsed = parseReservationCsv(text);
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows).toHaveLength(10_000);
    const checked = checkReservationRows(parsed.rows);
    expect(checked.rejected).toEqual([]);
    // Another run's file is new numbers, so a later upload is not refused as already reserved.
    const next = new Set(parseReservationCsv(reservationCsv(2, 10_000)).rows.map((r) => r.phone_number));
    expect(parsed.rows.some((r) => next.has(r.phone_number))).toBe(false);
  });

  it('reads --only: lists, ranges, row letters; every goal without it; refuses what is no goal', () => {
    expect([...parseOnly(undefined)]).toEqual([...GOALS]);
    expect([...parseOnly('4,5')]).toEqual([4, 5]);
    expect([...parseOnly('9')]).toEqual([9]);
    expect([...parseOnly(' 1-3 , 8 ')]).toEqual([1, 2, 3, 8]);
    expect([...parseOnly('7a,5b,5')]).toEqual([7, 5]);
    expect(() => parseOnly('11')).toThrow(/no goal 11/);
    expect(() => parseOnly('0')).toThrow(/no goal 0/);
    expect(() => parseOnly('')).toThrow(/not a goal number/);
    expect(() => parseOnly('4,,5')).toThrow(/not a goal number/);
    expect(() => parseOnly('five')).toThrow(/not a goal number/);
    expect(() => parseOnly('5-3')).toThrow(/backwards/);
  });

  it('prepares only what the chosen goals need', () => {
    expect(needsOf(parseOnly('4,5'))).toEqual({
      fullSeed: true,
      webBuild: false,
      bare: true,
      fixedRate: false,
    });
    expect(needsOf(parseOnly('8'))).toEqual({
      fullSeed: true,
      webBuild: true,
      bare: false,
      fixedRate: false,
    });
    expect(needsOf(parseOnly('5'))).toEqual({
      fullSeed: false,
      webBuild: false,
      bare: true,
      fixedRate: false,
    });
    expect(needsOf(parseOnly('2')).fixedRate).toBe(true);
    expect(needsOf(parseOnly('7')).fullSeed).toBe(false);
  });

  it("writes goal 8's rows: the first visit against the page's targets, the repeat visit against ≥ 95 / 1.2 s", () => {
    const app = LIGHTHOUSE_PAGES.find((p) => p.who === 'patient');
    if (!app) throw new Error('no patient app page');
    const run = (score: number, lcp: number): RunResult => ({
      score,
      lcp,
      tbt: 50,
      cls: 0,
      fcp: 800,
      benchmarkIndex: 1500,
      lcpElement: '<h1>',
    });
    // Medians of three: 96 / 1400 ms first (pass), 94 / 1300 ms repeat (fail both).
    const rows = pageRows(
      app,
      [run(96, 1400), run(99, 1300), run(90, 2000)],
      [run(94, 1300), run(90, 1250), run(99, 900)],
    );
    expect(rows.map((r) => [r.goal.slice(0, 3), r.figure, r.target, r.pass])).toEqual([
      ['8c.', '96', '≥ 95', true],
      ['8c.', '1.40 s', '≤ 1.5 s', true],
      ['8c.', '50 ms', '≤ 100 ms', true],
      ['8c.', '0.000', '≤ 0.1', true],
      ['8c.', '94', '≥ 95', false],
      ['8c.', '1.25 s', '≤ 1.2 s', false],
    ]);
  });
});
