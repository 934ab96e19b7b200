/**
 * `npm run bench`: the performance suite of issue 13. Seeds a fresh PostgreSQL database with the bulk
 * data set (cli/seed-bulk.ts), starts the real server in a child process on a loopback port, signs a
 * token for a seeded center's staff member, runs each benchmark and writes a table (figure, goal,
 * pass/fail) to the console and to bench-results/<timestamp>.md. The database is dropped at the end.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   … npm run bench -- --patients 2000 --seconds 3 --pairs 3     # a quick, small run
 *   … npm run bench -- --full                                     # 1,000,000 patients
 *   … npm run bench -- --only 4,5                                 # just goals 4 and 5 (options.ts)
 *
 * Goals are ratios measured side by side in one run (A/B/A/B, median of the pair ratios) or latencies
 * at a fixed request rate: docs/performance.md says what each one measures and why.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PATIENT_PAGE_SIZE } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SEAL_EVERY_MS } from '../../audit/sealer';
import { realtimeRolesOf } from '../../chat/gateway';
import { channelRoom } from '../../chat/service';
import { createChatTokens } from '../../chat/token';
import { loadConfig } from '../../config';
import { type Db, openPostgres } from '../../db/client';
import { memberships, users } from '../../db/schema/index';
import { centerRoom, userRoom } from '../../infra/realtime/realtime';
import { listMemberships, listQuery, pageQuery } from '../../modules/patients/repository';
import { searchPatterns } from '../../modules/patients/search-terms';
import { seedBulk } from '../seed-bulk';
import { demoPatientDueAssessment, outcomesBench, submitBench } from './assessments';
import { chatFanoutBench } from './chat';
import { cpuSeconds, withCpu } from './cpu';
import { cpuFormRow, pairLines } from './cpu-form';
import { embeddedBench } from './embedded';
import { fhirObservationBench } from './fhir';
import { fhirExportBench } from './fhir-export';
import { csvImportBench } from './import';
import { lighthouseMissing, lighthouseRows } from './lighthouse';
import { closedLoop, fixedRate, type Target } from './load';
import { needsOf, parseOnly } from './options';
import { inlineSql, pgbench, pgbenchVersion } from './pgbench';
import { start, stop } from './proc';
import { alternate, fmt, median, percentile, type Row, table } from './stats';
import { staffAccessToken } from './token';
import { buildWeb, patientWeightRow, type WebWeight, weightRows, weighWeb } from './web';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');

const { values: args } = parseArgs({
  options: {
    patients: { type: 'string', default: '100000' },
    centers: { type: 'string', default: '50' },
    days: { type: 'string', default: '30' },
    full: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    pairs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '100' },
    'skip-web': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    // Goal 8's pages by row letter (a: /patients, b: /dashboard, c: the patient app, d: the app's
    // assessment screen, e: the portal's Outcomes), e.g. "c".
    'lighthouse-pages': { type: 'string', default: 'a,b,c,d,e' },
    // Keep each run's full Lighthouse report (JSON) in <out>/lighthouse-<time>/ for profiling.
    'lighthouse-save': { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'bench-results') },
  },
});
const positive = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return n;
};
const opt = {
  patients: args.full ? 1_000_000 : positive('patients', args.patients),
  centers: positive('centers', args.centers),
  days: Number(args.days),
  seconds: positive('seconds', args.seconds),
  pairs: positive('pairs', args.pairs),
  rate: positive('rate', args.rate),
  lighthouseRuns: positive('lighthouse-runs', args['lighthouse-runs']),
  only: [...parseOnly(args.only)],
};
const only = new Set(opt.only);
const needs = needsOf(only);
// Goals that need no more than a staff member of a center run on a small seed (options.ts).
const seedSize = needs.fullSeed
  ? { patients: opt.patients, centers: opt.centers, days: opt.days }
  : { patients: 200, centers: 1, days: 1 };

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('npm run bench needs DATABASE_URL (a PostgreSQL server where it may create a database).');
  process.exit(78);
}

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

// Children (the real server, the bare and ws baselines) run in processes of their own: proc.ts.

// ---- The run ---------------------------------------------------------------------------------------

const startedAt = new Date();
const loadAtStart = loadavg();
const dbName = `portal_bench_${randomBytes(4).toString('hex')}`;
const target = new URL(baseUrl);
target.pathname = `/${dbName}`;
const benchUrl = target.toString();
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const serverEnv: Record<string, string> = {
  DATABASE_URL: benchUrl,
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  SEED_DEMO: 'false',
};

const rows: Row[] = [];
/** "; 12 failed (4xx 3, 5xx 9)" for a set of closed-loop runs, or nothing when none failed. */
const failures = (runs: { non2xx: number; errors: number; statuses: Record<string, number> }[]) => {
  const failed = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (!failed) return '';
  const by: Record<string, number> = {};
  for (const r of runs) {
    for (const [k, n] of Object.entries(r.statuses)) if (k !== '2xx') by[k] = (by[k] ?? 0) + n;
    if (r.errors) by.errors = (by.errors ?? 0) + r.errors;
  }
  return `; ${failed} failed (${Object.entries(by)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`;
};
const notes: string[] = [];
let app: ChildProcess | undefined;
let bare: ChildProcess | undefined;
let wsBaseline: ChildProcess | undefined;
let database: ReturnType<typeof openPostgres> | undefined;
let seeded = '';
let webDir: string | undefined;
let patientDir: string | undefined;

try {
  log(`${await pgbenchVersion()}; load average ${loadAtStart} on ${os.cpus().length} cores`);
  await admin(`CREATE DATABASE ${dbName}`);
  database = openPostgres(benchUrl, 2);
  await database.migrate();
  const db: Db = database.db;

  log(`goals: ${opt.only.join(', ')}`);
  log(
    `seeding ${seedSize.patients} patients across ${seedSize.centers} centers (${seedSize.days} days of check-ins)…`,
  );
  // Goals 8, 11 and 12: the outcomes center beside the others (2,000 patients, 12 months of assessments).
  const outcomesPatients = needs.outcomesCenter ? 2000 : 0;
  const seed = await seedBulk(db, { ...seedSize, notesPerPatient: 2, outcomesPatients }, log);
  seeded = `${seed.patients} patients, ${seed.centers} centers, ${seed.checkIns} check-ins, ${seed.notes} notes${seed.outcomes ? `, an outcomes center of ${seed.outcomes.patients} patients with ${seed.outcomes.assessments} assessments and ${seed.outcomes.responses} responses` : ''} (seeded in ${fmt(seed.ms / 1000)} s)`;
  log(seeded);
  // The machine's PostgreSQL may run without autovacuum (this one does): without a VACUUM the first
  // reads of the fresh rows set their hint bits and write the pages, a cost only the first A/B pairs
  // would pay. A deployment's autovacuum has done this long before.
  await db.execute(sql`vacuum (analyze)`);
  // The seed writes hundreds of megabytes of WAL: the checkpoint it sets off spread its writes over
  // the next minutes, under the first goals' runs (goal 12's p99 rose to 170 ms inside one). A
  // deployment has no seed-sized checkpoint pending; one now, before any goal, is what it sees.
  await db.execute(sql`checkpoint`);

  // The benchmark's caller: the staff member of the first bulk center.
  const [staff] = await db
    .select()
    .from(users)
    .where(eq(users.email, `bulk-${seed.run}-staff-1@bulk.test`));
  if (!staff?.treatmentCenterId) throw new Error('no bulk staff user');
  const centerId = staff.treatmentCenterId;
  const [{ n: centerPatients = 0 } = {}] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from memberships where treatment_center_id = ${centerId}`),
  );

  // Terms: common (every patient), medium (one in 10–12), two words (one in ~120), rare (one e-mail),
  // none (no match: the whole center is read to say so). Accents are folded by the search.
  const sample = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      select id, email from memberships where treatment_center_id = ${centerId}
      order by md5(id::text) limit 200`),
  );
  const rareTerms = sample.slice(0, 2).map((r) => `-${/-(\d+)@/.exec(r.email)?.[1]}@`);
  const terms = ['bulk', 'smith', 'maria', 'celik', 'zoe nguyen', 'renee dubois', ...rareTerms, 'xylophone'];
  const ids = sample.map((r) => r.id);

  // ---- 7 (build first: the server serves this build). ----------------------------------------------
  let weight: WebWeight | undefined;
  let patientWeight: WebWeight | undefined;
  if (needs.webBuild && !args['skip-web']) {
    log('7. building the portal into a folder of its own…');
    webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
    try {
      await buildWeb(path.join(repoRoot, 'apps/web'), webDir);
      weight = weighWeb(webDir);
      serverEnv.PUBLIC_DIR = webDir;
    } catch (err) {
      notes.push(
        `Portal build failed, goal 7 not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`,
      );
    }
    // BENCH_PATIENT_APP_DIR: a patient app built elsewhere (e.g. from an older commit), for an A/B
    // of goal 8c against the working tree's build in two runs side by side. It is not deleted.
    const prebuilt = process.env.BENCH_PATIENT_APP_DIR;
    log(
      `7f. ${prebuilt ? `using the patient app built in ${prebuilt}` : 'building the patient app into a folder of its own'}…`,
    );
    const appDir = prebuilt ?? mkdtempSync(path.join(os.tmpdir(), 'portal-bench-app-'));
    patientDir = appDir;
    try {
      if (!prebuilt) await buildWeb(path.join(repoRoot, 'apps/patient'), appDir);
      patientWeight = weighWeb(appDir);
      serverEnv.PATIENT_APP_DIR = appDir;
    } catch (err) {
      notes.push(
        `Patient app build failed, 7f and its Lighthouse rows not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`,
      );
    }
  }

  // ---- Server, token, sanity -----------------------------------------------------------------------
  log('starting the server…');
  const started = await start('serve.ts', serverEnv);
  app = started.child;
  const config = loadConfig(serverEnv);
  const token = await staffAccessToken(config, db, staff);
  const api: Target = {
    origin: `http://127.0.0.1:${started.port}`,
    headers: { authorization: `Bearer ${token}` },
  };
  const searchPath = (term: string) => `/v3/memberships?by_name=${encodeURIComponent(term)}`;
  for (const term of terms) {
    const res = await fetch(`${api.origin}${searchPath(term)}`, { headers: api.headers });
    const body = (await res.json()) as { total?: number };
    if (res.status !== 200)
      throw new Error(`search "${term}" answered ${res.status}: ${JSON.stringify(body)}`);
    log(`  term "${term}": ${body.total} matches`);
  }
  const detail = await fetch(`${api.origin}/v3/memberships/${ids[0]}`, { headers: api.headers });
  if (detail.status !== 200) throw new Error(`detail answered ${detail.status}`);
  const constant = await fetch(`${api.origin}/v3/bench/constant`, { headers: api.headers });
  if (constant.status !== 200) throw new Error(`constant route answered ${constant.status}`);

  const s = opt.seconds;
  const pairsNote = `median of ${opt.pairs} A/B pairs, ${s} s each`;
  const warm = Math.min(2, s);
  // Goals 1a and 4 in their CPU form (cpu-form.ts): each API run is read with the server process and
  // the bench database's backends, and waits one audit seal past its end (the seal links the run's
  // audit rows: part of a read's cost); each pgbench run with the backends alone.
  const apiCpu = { database: dbName, pids: [app.pid as number], settleMs: SEAL_EVERY_MS + 500 };
  const pgbenchCpu = { database: dbName };
  // Each API window starts from a warm pool (the server's idle connections close after 10 s, pg's
  // default, so after a pgbench run the window would otherwise pay for new backends) and quiet: the
  // warm-up's and earlier phases' audit rows are sealed before it opens.
  const apiWindow = async (paths: string[]) => {
    await closedLoop(api, paths, { connections: 50, seconds: 1 });
    await new Promise((r) => setTimeout(r, apiCpu.settleMs));
    return withCpu(
      () => closedLoop(api, paths, { connections: 50, seconds: s }),
      (r) => r.requests,
      apiCpu,
    );
  };
  const pgbenchWindow = (scripts: string[]) =>
    withCpu(
      () => pgbench(benchUrl, scripts, { clients: 8, seconds: s }),
      (r) => r.transactions,
      pgbenchCpu,
    );

  // ---- 1. Search vs pgbench on the identical SQL ---------------------------------------------------
  const searchPaths = terms.map(searchPath);
  if (only.has(1)) {
    log('1. search: API (50 connections) vs pgbench (8 clients) on the same SQL…');
    const searchScripts = terms.map((term) => {
      const filters = { patterns: searchPatterns(term), offset: 0, limit: PATIENT_PAGE_SIZE };
      // The API's one statement: the page with its bounded count.
      const list = listQuery(db, centerId, filters).toSQL();
      return ['BEGIN;', `${inlineSql(list.sql, list.params)};`, 'COMMIT;', ''].join('\n');
    });
    await closedLoop(api, searchPaths, { connections: 50, seconds: warm });
    const search = await alternate(
      opt.pairs,
      () => apiWindow(searchPaths),
      () => pgbenchWindow(searchScripts),
      (a, b) => a.rps / b.tps,
    );
    for (const line of pairLines(search.as, search.bs)) log(`  ${line}`);
    const searchErrors = search.as.reduce((n, r) => n + r.non2xx + r.errors, 0);
    rows.push(
      cpuFormRow({
        goal: '1a. Search CPU per request vs pgbench (same SQL)',
        limit: 2,
        api: search.as,
        baseline: search.bs,
        failed: searchErrors,
        note: `${pairsNote}${failures(search.as)}`,
      }),
      {
        goal: '1a. Search throughput vs pgbench (same SQL)',
        figure: `${fmt(search.median * 100, 0)} % (API ${fmt(median(search.as.map((r) => r.rps)), 0)} req/s, pgbench ${fmt(median(search.bs.map((r) => r.tps)), 0)} tps)`,
        target: 'no goal',
        pass: null,
        note: `the same runs; pair ratios ${search.ratios.map((r) => fmt(r * 100, 0)).join(', ')} %; moves with the machine (the load generator shares its cores)`,
      },
    );
  }

  // ---- 1b + 2. Fixed rate latency, per-term medians ------------------------------------------------
  if (needs.fixedRate) {
    log(`1b/2. search at a fixed ${opt.rate} req/s for ${s * opt.pairs} s…`);
    const samples = await fixedRate(
      api,
      terms.map((term) => ({ tag: term, path: searchPath(term) })),
      { rate: opt.rate, seconds: s * opt.pairs },
    );
    const all = samples.map((x) => x.ms);
    const failed = samples.filter((x) => x.status !== 200).length;
    const p95 = percentile(all, 95);
    const p99 = percentile(all, 99);
    if (only.has(1)) {
      rows.push({
        goal: `1b. Search p95 at ${opt.rate} req/s`,
        figure: `${fmt(p95)} ms`,
        target: '< 50 ms',
        pass: failed === 0 && p95 < 50,
        note: `${samples.length} requests, timed from their due time${failed ? `; ${failed} failed (statuses ${[...new Set(samples.filter((x) => x.status !== 200).map((x) => x.status))].join(', ')}; first: ${samples.find((x) => x.status !== 200)?.detail})` : ''}`,
      });
      rows.push({
        goal: `1b. Search p99 at ${opt.rate} req/s`,
        figure: `${fmt(p99)} ms`,
        target: '< 150 ms',
        pass: failed === 0 && p99 < 150,
      });
    }
    const overall = median(all);
    const perTerm = terms.map((term) => ({
      term,
      median: median(samples.filter((x) => x.tag === term).map((x) => x.ms)),
    }));
    const worst = perTerm.reduce((w, t) => (t.median > w.median ? t : w));
    if (only.has(2))
      rows.push({
        goal: '2. Slowest term median / overall median',
        figure: `${fmt(worst.median / overall)}× ("${worst.term}" ${fmt(worst.median)} ms vs ${fmt(overall)} ms)`,
        target: '≤ 10×',
        pass: failed === 0 && worst.median / overall <= 10,
        note: `${perTerm.map((t) => `${t.term} ${fmt(t.median)}`).join('; ')}${failed ? `; ${failed} requests failed (see 1b)` : ''}`,
      });
  }

  // ---- 3. Paging: the page plus its count (the API's bounded total) vs the bare page -------------
  if (only.has(3)) {
    log('3. paging: page + bounded total vs bare page, in the database…');
    const common = { patterns: searchPatterns('bulk'), offset: 0, limit: PATIENT_PAGE_SIZE };
    const times = async (fn: () => Promise<unknown>) => {
      const out: number[] = [];
      const until = performance.now() + s * 1000;
      while (performance.now() < until || out.length < 20) {
        const t0 = performance.now();
        await fn();
        out.push(performance.now() - t0);
      }
      return out;
    };
    const paging = await alternate(
      opt.pairs,
      () => times(() => listMemberships(db, centerId, common)),
      () => times(() => pageQuery(db, centerId, common)),
      (a, b) => percentile(a, 95) / percentile(b, 95),
    );
    rows.push({
      goal: '3. Page + bounded total p95 / bare page p95 ("bulk": every patient)',
      figure: `${fmt(paging.median, 2)}× (${fmt(median(paging.as.map((x) => percentile(x, 95))), 2)} ms vs ${fmt(median(paging.bs.map((x) => percentile(x, 95))), 2)} ms)`,
      target: '≤ 2×',
      pass: paging.median <= 2,
      note: `${pairsNote}; one connection, sequential; ${centerPatients} matches in the center`,
    });
  }

  // ---- 4. Detail vs pgbench primary key ------------------------------------------------------------
  if (only.has(4)) {
    log('4. detail: API vs pgbench primary-key lookup…');
    const detailPaths = ids.slice(0, 100).map((id) => `/v3/memberships/${id}`);
    // One pgbench script per id (pgbench takes at most 128 scripts): each is the API's own lookup with that id.
    const pkScripts = ids.slice(0, 100).map((id) => {
      // The shape of repository.findMembership (which runs its query, so it is rebuilt here).
      const { sql: text, params } = db
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, id), eq(memberships.treatmentCenterId, centerId)))
        .toSQL();
      return `${inlineSql(text, params)};\n`;
    });
    const detailRun = await alternate(
      opt.pairs,
      () => apiWindow(detailPaths),
      () => pgbenchWindow(pkScripts),
      (a, b) => a.rps / b.tps,
    );
    for (const line of pairLines(detailRun.as, detailRun.bs)) log(`  ${line}`);
    const detailErrors = detailRun.as.reduce((n, r) => n + r.non2xx + r.errors, 0);
    rows.push(
      cpuFormRow({
        goal: '4. Profile read CPU per request vs pgbench primary key',
        limit: 3,
        api: detailRun.as,
        baseline: detailRun.bs,
        failed: detailErrors,
        note: `${pairsNote}; a read is its lookup, the caller check and the audit row${failures(detailRun.as)}`,
      }),
      {
        goal: '4. Detail throughput vs pgbench primary key',
        figure: `${fmt(detailRun.median * 100, 0)} % (API ${fmt(median(detailRun.as.map((r) => r.rps)), 0)} req/s, pgbench ${fmt(median(detailRun.bs.map((r) => r.tps)), 0)} tps)`,
        target: 'no goal',
        pass: null,
        note: `the same runs; pair ratios ${detailRun.ratios.map((r) => fmt(r * 100, 0)).join(', ')} %; moves with the machine (the load generator shares its cores)`,
      },
    );
  }

  // ---- 11, 12. Outcomes and submitting a response (assessments.ts) ------------------------------
  const assessmentsBench = {
    config,
    db,
    databaseUrl: benchUrl,
    database: dbName,
    origin: api.origin,
    pid: app.pid as number,
    run: seed.run,
    seconds: s,
    pairs: opt.pairs,
    log,
  };
  if (only.has(11)) rows.push(...(await outcomesBench(assessmentsBench)));
  if (only.has(12)) rows.push(...(await submitBench(assessmentsBench)));
  // ---- 13. FHIR Observation search (fhir.ts) ------------------------------------------------------
  if (only.has(13)) rows.push(...(await fhirObservationBench(assessmentsBench)));
  if (only.has(13)) rows.push(...(await fhirExportBench(assessmentsBench)));

  // ---- 5. Framework overhead: requests per CPU-second, full stack vs bare node:http ---------------
  if (needs.bare) {
    log('5. framework overhead: full stack vs bare node:http, requests per CPU-second…');
    const started2 = await start('bare.ts', {});
    bare = started2.child;
    const bareTarget: Target = { origin: `http://127.0.0.1:${started2.port}`, headers: api.headers };
    const perCpu = async (t: Target, pid: number, p: string) => {
      const before = cpuSeconds(pid);
      const r = await closedLoop(t, [p], { connections: 50, seconds: s });
      const cpu = cpuSeconds(pid) - before;
      return { ...r, cpu, perCpu: r.requests / cpu };
    };
    const appPid = app?.pid as number;
    const barePid = bare.pid as number;
    await closedLoop(api, ['/v3/bench/constant'], { connections: 50, seconds: warm });
    await closedLoop(bareTarget, ['/v3/bench/constant'], { connections: 50, seconds: warm });
    const overhead = await alternate(
      opt.pairs,
      () => perCpu(api, appPid, '/v3/bench/constant'),
      () => perCpu(bareTarget, barePid, '/v3/bench/constant'),
      (a, b) => a.perCpu / b.perCpu,
    );
    const overheadErrors = overhead.as.reduce((n, r) => n + r.non2xx + r.errors, 0);
    rows.push({
      goal: '5a. Full stack / bare node:http, requests per CPU-second',
      figure: `${fmt(overhead.median, 2)}× (${fmt(median(overhead.as.map((r) => r.perCpu)), 0)} vs ${fmt(median(overhead.bs.map((r) => r.perCpu)), 0)} req/CPU-s)`,
      target: '≥ 0.25×',
      pass: overheadErrors === 0 && overhead.median >= 0.25,
      note: `${pairsNote}; CPU of each server process from /proc${failures(overhead.as)}`,
    });

    // 5b: the same constant without authentication (no token check, no user lookup), so the report
    // shows how much of the gap is the framework and how much is auth (issue 23 gives it a goal).
    await closedLoop(api, ['/v3/bench/public-constant'], { connections: 50, seconds: warm });
    const noAuth = await alternate(
      opt.pairs,
      () => perCpu(api, appPid, '/v3/bench/public-constant'),
      () => perCpu(bareTarget, barePid, '/v3/bench/constant'),
      (a, b) => a.perCpu / b.perCpu,
    );
    const noAuthErrors = noAuth.as.reduce((n, r) => n + r.non2xx + r.errors, 0);
    rows.push({
      goal: '5b. Public route / bare node:http, requests per CPU-second',
      figure: `${fmt(noAuth.median, 2)}× (${fmt(median(noAuth.as.map((r) => r.perCpu)), 0)} vs ${fmt(median(noAuth.bs.map((r) => r.perCpu)), 0)} req/CPU-s)`,
      target: '≥ 0.6×',
      pass: noAuthErrors === 0 && noAuth.median >= 0.6,
      note: `${pairsNote}; a public route: logging, helmet, metrics, zod serialisation; no token, no user lookup${failures(noAuth.as)}`,
    });
  }

  // ---- 6. Chat fan-out: the product's Socket.IO vs a plain ws broadcast (chat.ts) ------------------
  if (only.has(6)) {
    log('6. chat fan-out: 200 Socket.IO clients vs a plain ws broadcast, 20 messages/s…');
    const wsStarted = await start('ws-broadcast.ts', {});
    wsBaseline = wsStarted.child;
    const chatTokens = await createChatTokens(config, db);
    const { token: chatToken } = await chatTokens.issue({
      userId: staff.id,
      centerId,
      roles: realtimeRolesOf('owner'),
    });
    rows.push(
      ...(await chatFanoutBench({
        app: started,
        ws: wsStarted,
        token: chatToken,
        // The audience of a new message in the chat service: both members, the center's moderators
        // (the 200 clients) and the channel's viewers.
        rooms: [
          userRoom(randomUUID()),
          userRoom(randomUUID()),
          centerRoom(centerId, 'moderator'),
          channelRoom(randomUUID()),
        ],
        clients: 200,
        rate: 20,
        seconds: s,
        pairs: opt.pairs,
        adapter: process.env.REDIS_URL ? 'Redis adapter' : 'in-process adapter',
      })),
    );
  }

  // ---- 10. CSV import through the real route (import.ts) -------------------------------------------
  if (only.has(10)) {
    log('10. CSV import: 10,000 rows through POST /v3/memberships/invite_patients…');
    rows.push(await csvImportBench(api, { rows: 10_000, runs: opt.pairs }));
  }

  // ---- 9. Embedded mode: a PGlite server beside the PostgreSQL one (embedded.ts) -------------------
  if (only.has(9)) {
    log('9. embedded mode: seeding PGlite, then search + /healthz, PGlite vs PostgreSQL…');
    rows.push(
      ...(await embeddedBench({
        postgres: api,
        searchPaths,
        serverEnv,
        patients: opt.patients,
        centers: opt.centers,
        seconds: s,
        pairs: opt.pairs,
        log,
      })),
    );
  }

  // ---- 7. Portal weight (built before the server started) and compression (web.ts) -----------------
  if (only.has(7) && weight) {
    rows.push(...(await weightRows(weight, api.origin)));
    if (patientWeight) rows.push(patientWeightRow(patientWeight));
  } else if (only.has(7)) {
    rows.push({
      goal: '7. Portal weight',
      figure: '—',
      target: 'see docs/performance.md',
      pass: null,
      note: args['skip-web'] ? '--skip-web' : 'the build failed (see the note below)',
    });
  }

  // ---- 8. Lighthouse on the signed-in portal pages and the patient app home (lighthouse.ts) --------
  if (only.has(8)) {
    const noLighthouse =
      !weight || !patientDir || !patientWeight
        ? 'needs the portal and patient app builds of goal 7'
        : args['skip-lighthouse']
          ? '--skip-lighthouse'
          : await lighthouseMissing();
    if (noLighthouse || !webDir || !patientDir) {
      rows.push({
        goal: '8. Lighthouse on the signed-in portal /patients, /dashboard and the patient app home',
        figure: '—',
        target:
          'portal: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms; app: ≥ 95, ≤ 1.5 s, ≤ 100 ms; repeat visits ≥ 95, ≤ 1.2 s',
        pass: null,
        note: `not run: ${noLighthouse}`,
      });
    } else {
      log(
        `8. Lighthouse, simulated mobile, ${opt.lighthouseRuns} runs (first and repeat visit) of each signed-in page…`,
      );
      rows.push(
        ...(await lighthouseRows({
          webDir,
          patientAppDir: patientDir,
          databaseUrl: benchUrl,
          staff: { email: staff.email, password: `bulk-${seed.run}-staff-password` },
          runs: opt.lighthouseRuns,
          pages: args['lighthouse-pages'].split(',').map((p) => p.trim()),
          // 8d: the demo patient's PHQ-9 due today; 8e: the outcomes center's staff member.
          pathOf: async (page) =>
            page.key === 'd'
              ? `${page.path}${await demoPatientDueAssessment(db, (await import('../demo-patients')).demoPatientAccount().email)}`
              : undefined,
          accountOf: (page) =>
            page.key === 'e'
              ? {
                  email: `bulk-${seed.run}-outcomes-staff@bulk.test`,
                  password: `bulk-${seed.run}-staff-password`,
                }
              : undefined,
          ...(args['lighthouse-save']
            ? { saveDir: path.join(args.out, `lighthouse-${startedAt.toISOString().replace(/[:.]/g, '-')}`) }
            : {}),
          log,
        })),
      );
    }
  }
} catch (err) {
  notes.push(`The run stopped early: ${err instanceof Error ? err.message : String(err)}`);
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop(app);
  await stop(bare);
  await stop(wsBaseline);
  if (webDir) rmSync(webDir, { recursive: true, force: true });
  if (patientDir && !process.env.BENCH_PATIENT_APP_DIR) rmSync(patientDir, { recursive: true, force: true });
  await database?.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => notes.push(`drop failed: ${e}`));
}

// ---- Report ----------------------------------------------------------------------------------------
const header = [
  `# Benchmark ${startedAt.toISOString()}`,
  '',
  `- Machine: ${os.hostname()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `- Load average (1/5/15 min): ${loadAtStart} at the start, ${loadavg()} at the end`,
  `- Options: ${JSON.stringify(opt)}`,
  `- Data: ${seeded || 'not seeded'}`,
  '',
];
rows.sort((a, b) => Number.parseInt(a.goal, 10) - Number.parseInt(b.goal, 10));
const text = [...header, table(rows), '', ...notes.map((n) => `> ${n}`), ''].join('\n');
console.log(`\n${text}`);
mkdirSync(args.out, { recursive: true });
const file = path.join(args.out, `${startedAt.toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, text);
log(`report written to ${file}`);
