/**
 * The CPU form of goals 1a and 4 (issue 38): what a request costs the machine, against what the same
 * SQL costs PostgreSQL under pgbench, instead of requests per second against transactions per
 * second. The API side is the server process plus the bench database's backends, per request
 * answered; pgbench's side is the backends alone, per transaction. The load generators (autocannon in
 * the bench process, pgbench's client) are counted on neither side, so the figure no longer moves
 * with how much of two shared cores the load generator takes (docs/performance.md).
 */
import type { CpuWindow } from './cpu';
import { fmt, median, type Row } from './stats';

const us = (seconds: number, count: number) => (count > 0 ? (seconds / count) * 1e6 : Number.NaN);

/** µs of CPU per request (or transaction): the server's, PostgreSQL's and both. */
export function perCount(w: CpuWindow) {
  const server = us(w.serverSeconds, w.count);
  const postgres = us(w.postgresSeconds, w.count);
  return { server, postgres, total: server + postgres };
}

/** The goal's row: median of the pair ratios (API µs a request / pgbench µs a transaction) ≤ limit. */
export function cpuFormRow(o: {
  goal: string;
  limit: number;
  api: CpuWindow[];
  baseline: CpuWindow[];
  /** Requests that failed on the API side: any fails the goal. */
  failed: number;
  note: string;
}): Row {
  const target = `≤ ${o.limit}×`;
  if ([...o.api, ...o.baseline].some((w) => w.backends === 0))
    return {
      goal: o.goal,
      figure: '—',
      target,
      pass: null,
      note: `PostgreSQL's backends are not visible in this machine's /proc (a server elsewhere?): ${o.note}`,
    };
  const a = o.api.map(perCount);
  const b = o.baseline.map(perCount);
  const ratios = a.map((x, i) => x.total / (b[i]?.total ?? Number.NaN));
  const ratio = median(ratios);
  const mid = (xs: number[]) => fmt(median(xs), 0);
  return {
    goal: o.goal,
    figure: `${fmt(ratio, 2)}× (API ${mid(a.map((x) => x.total))} µs: server ${mid(a.map((x) => x.server))} + PostgreSQL ${mid(a.map((x) => x.postgres))}; pgbench ${mid(b.map((x) => x.total))} µs)`,
    target,
    pass: o.failed === 0 && Number.isFinite(ratio) && ratio <= o.limit,
    note: `${o.note}; pair ratios ${ratios.map((r) => fmt(r, 2)).join(', ')}; CPU-seconds from /proc: the server process and the bench database's PostgreSQL backends, per request; the backends alone per pgbench transaction`,
  };
}

/** One line a pair for the run's log: each side's µs and how many backends it saw. */
export function pairLines(api: CpuWindow[], baseline: CpuWindow[]): string[] {
  return api.map((w, i) => {
    const a = perCount(w);
    const b = baseline[i];
    const p = b ? perCount(b) : undefined;
    return `pair ${i + 1}: API ${fmt(a.total, 0)} µs (server ${fmt(a.server, 0)} + PostgreSQL ${fmt(a.postgres, 0)}; ${w.count} requests, ${w.backends} backends), pgbench ${fmt(p?.total ?? Number.NaN, 0)} µs (${b?.count} transactions, ${b?.backends} backends)`;
  });
}
