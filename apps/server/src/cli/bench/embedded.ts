/**
 * Goal 9 of `npm run bench`: embedded mode. A second server runs on PGlite (no DATABASE_URL, a data
 * folder of its own, seeded with the same patients and centers), beside the PostgreSQL one. Each
 * side gets the same search load (50 connections, the same terms) while `/healthz` is asked at a
 * fixed rate: PGlite runs its queries in a worker thread (db/pglite-thread.ts), and anything of it
 * that still blocked the HTTP thread would show as /healthz latency. Side by side, A/B/A/B: PGlite,
 * then PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { seedBulk } from '../seed-bulk';
import { type ClosedResult, closedLoop, fixedRate, type Target } from './load';
import { start, stop } from './proc';
import { alternate, fmt, median, percentile, type Row } from './stats';
import { staffAccessToken } from './token';

/** /healthz asked this often during each search run. */
const HEALTH_RATE = 20;

interface UnderLoad {
  search: ClosedResult;
  health: number[];
  healthFailed: number;
}

async function searchUnderLoad(target: Target, paths: string[], seconds: number): Promise<UnderLoad> {
  const [search, health] = await Promise.all([
    closedLoop(target, paths, { connections: 50, seconds }),
    fixedRate({ origin: target.origin, headers: {} }, [{ tag: 'healthz', path: '/healthz' }], {
      rate: HEALTH_RATE,
      seconds,
      maxSockets: 8,
    }),
  ]);
  return {
    search,
    health: health.map((h) => h.ms),
    healthFailed: health.filter((h) => h.status !== 200).length,
  };
}

export async function embeddedBench(options: {
  /** The PostgreSQL server's target (its token works only there). */
  postgres: Target;
  searchPaths: string[];
  serverEnv: Record<string, string>;
  patients: number;
  centers: number;
  seconds: number;
  pairs: number;
  log: (line: string) => void;
}): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
  let child: ChildProcess | undefined;
  try {
    const env = { ...options.serverEnv, DATABASE_URL: '', DATA_DIR: dir };
    const config = loadConfig(env);
    // Seeded here, then closed: the server opens the same folder (PGlite allows one process).
    // Patients and centers as on PostgreSQL; no check-in history or notes (search never reads them,
    // and PGlite seeds them slowly).
    const database = await openDatabase({ dataDir: config.DATA_DIR });
    let token: string;
    try {
      await database.migrate();
      const seed = await seedBulk(
        database.db,
        { patients: options.patients, centers: options.centers, days: 1, notesPerPatient: 0 },
        options.log,
      );
      const [staff] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, `bulk-${seed.run}-staff-1@bulk.test`));
      if (!staff) throw new Error('no bulk staff user on PGlite');
      token = await staffAccessToken(config, database.db, staff);
    } finally {
      await database.close();
    }
    const started = await start('serve.ts', env);
    child = started.child;
    const pglite: Target = {
      origin: `http://127.0.0.1:${started.port}`,
      headers: { authorization: `Bearer ${token}` },
    };
    const check = await fetch(`${pglite.origin}${options.searchPaths[0]}`, { headers: pglite.headers });
    if (check.status !== 200) throw new Error(`PGlite search answered ${check.status}`);

    const warm = Math.min(2, options.seconds);
    await closedLoop(pglite, options.searchPaths, { connections: 50, seconds: warm });
    const run = await alternate(
      options.pairs,
      () => searchUnderLoad(pglite, options.searchPaths, options.seconds),
      () => searchUnderLoad(options.postgres, options.searchPaths, options.seconds),
      (a, b) => a.search.rps / b.search.rps,
    );
    const health = run.as.flatMap((r) => r.health);
    const healthPg = run.bs.flatMap((r) => r.health);
    const healthFailed = run.as.reduce((n, r) => n + r.healthFailed, 0);
    const searchFailed = [...run.as, ...run.bs].reduce((n, r) => n + r.search.non2xx + r.search.errors, 0);
    const p99 = percentile(health, 99);
    const pairsNote = `median of ${options.pairs} A/B pairs, ${options.seconds} s each`;
    return [
      {
        goal: '9a. Embedded (PGlite): /healthz p99 under search load',
        figure: `${fmt(p99)} ms (p50 ${fmt(median(health))})`,
        target: '< 50 ms',
        pass: healthFailed === 0 && p99 < 50,
        note: `${health.length} probes at ${HEALTH_RATE}/s during 50-connection search; PostgreSQL beside it: p99 ${fmt(percentile(healthPg, 99))} ms${healthFailed ? `; ${healthFailed} probes failed` : ''}`,
      },
      {
        goal: '9b. Embedded search throughput, PGlite / PostgreSQL',
        figure: `${fmt(run.median, 2)}× (${fmt(median(run.as.map((r) => r.search.rps)), 0)} vs ${fmt(median(run.bs.map((r) => r.search.rps)), 0)} req/s)`,
        target: '≥ 0.7×',
        pass: searchFailed === 0 && run.median >= 0.7,
        note: `${pairsNote}; same terms, ${options.patients} patients in ${options.centers} centers on each; pair ratios ${run.ratios.map((r) => fmt(r, 2)).join(', ')}${searchFailed ? `; ${searchFailed} searches failed` : ''}`,
      },
    ];
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
