import { CSV_MAX_BYTES, checkReservationRows, parseReservationCsv } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTally, isBackendOf, parseStat } from './cpu';
import { cpuFormRow } from './cpu-form';
import { rssOf } from './fhir-export';
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

  it("reads a process's resident memory from /proc/<pid>/status (goal 13b)", () => {
    expect(rssOf('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  204800 kB\nRssAnon:\t 1 kB\n')).toBe(
      200 * 1024 * 1024,
    );
    expect(rssOf('Name:\tnode\n')).toBeNaN();
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
    expect(() => parseOnly('14')).toThrow(/no goal 14/);
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
      outcomesCenter: false,
    });
    expect(needsOf(parseOnly('8'))).toEqual({
      fullSeed: true,
      webBuild: true,
      bare: false,
      fixedRate: false,
      outcomesCenter: true,
    });
    expect(needsOf(parseOnly('5'))).toEqual({
      fullSeed: false,
      webBuild: false,
      bare: true,
      fixedRate: false,
      outcomesCenter: false,
    });
    expect(needsOf(parseOnly('11,12'))).toMatchObject({ fullSeed: false, outcomesCenter: true });
    expect(needsOf(parseOnly('13'))).toMatchObject({ fullSeed: true, outcomesCenter: true });
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

  it('reads utime + stime from a /proc stat line, whatever the process name holds', () => {
    // comm may hold spaces and parentheses: the fields start after the last ")".
    const line = '4242 (postgres: a) b) S 2236 4242 4242 0 -1 4194304 120 0 0 0 731 269 5 7 20 0 1 0';
    expect(parseStat(line)).toEqual({ pid: 4242, comm: 'postgres: a) b', ppid: 2236, ticks: 1000 });
  });

  it("knows the bench database's backends by their process title", () => {
    const db = 'portal_bench_1a2b3c4d';
    expect(isBackendOf(`postgres: 15/main: postgres ${db} 127.0.0.1(49844) SELECT\0\0\0`, db)).toBe(true);
    expect(isBackendOf(`postgres: postgres ${db} [local] idle`, db)).toBe(true);
    expect(isBackendOf('postgres: 15/main: postgres portal_other 127.0.0.1(1) idle', db)).toBe(false);
    expect(isBackendOf(`postgres: 15/main: postgres ${db}x 127.0.0.1(1) idle`, db)).toBe(false);
    expect(isBackendOf('postgres: 15/main: walwriter ', db)).toBe(false);
    expect(isBackendOf(`node serve.ts ${db} `, db)).toBe(false);
  });

  it('sums CPU over backends that were there, came, left or reused a pid during the window', () => {
    const tally = createTally();
    tally.add(
      new Map([
        [1, 100],
        [2, 50],
      ]),
    ); // the window starts: 1 and 2 live
    tally.add(
      new Map([
        [1, 130],
        [2, 60],
        [3, 5],
      ]),
    ); // 3 was born in the window: all of it counts
    tally.add(
      new Map([
        [1, 150],
        [3, 25],
      ]),
    ); // 2 exited: its last reading stands (+10)
    tally.add(
      new Map([
        [1, 160],
        [3, 2],
      ]),
    ); // pid 3 reused by a new backend: 25 banked, then 2
    expect(tally.total()).toBe(60 + 10 + 25 + 2);
    expect(tally.seen()).toBe(3);
    expect(createTally().total()).toBe(0);
  });

  it('writes the CPU form: µs per request against µs per pgbench transaction, median of the pair ratios', () => {
    const api = (n: number, server: number, postgres: number) => ({
      count: n,
      serverSeconds: server,
      postgresSeconds: postgres,
      backends: 10,
    });
    const row = (limit: number, failed = 0) =>
      cpuFormRow({
        goal: '4. Profile read CPU per request vs pgbench primary key',
        limit,
        // 300, 250 and 400 µs a request against 100 µs a transaction: ratios 3, 2.5, 4.
        api: [api(10_000, 2, 1), api(20_000, 3, 2), api(10_000, 3, 1)],
        baseline: [api(40_000, 0, 4), api(30_000, 0, 3), api(50_000, 0, 5)],
        failed,
        note: 'median of 3 A/B pairs',
      });
    const pass = row(3);
    expect(pass.figure).toBe('3.00× (API 300 µs: server 200 + PostgreSQL 100; pgbench 100 µs)');
    expect(pass.target).toBe('≤ 3×');
    expect(pass.pass).toBe(true);
    expect(pass.note).toContain('pair ratios 3.00, 2.50, 4.00');
    expect(row(2).pass).toBe(false);
    expect(row(3, 1).pass).toBe(false);
    // PostgreSQL's processes not visible (a server on another machine): not measured, not a pass.
    const blind = cpuFormRow({
      goal: '1a',
      limit: 2,
      api: [{ count: 10, serverSeconds: 1, postgresSeconds: 0, backends: 0 }],
      baseline: [{ count: 10, serverSeconds: 0, postgresSeconds: 0, backends: 0 }],
      failed: 0,
      note: '',
    });
    expect(blind.pass).toBeNull();
    expect(blind.note).toMatch(/not visible/);
  });
});
