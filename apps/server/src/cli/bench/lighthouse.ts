/**
 * Speed on a phone (goal 8, issue 22): Lighthouse, simulated mobile (its default: Moto G Power, slow
 * 4G, 4× CPU), median of several runs, on signed-in pages: the portal's /patients and
 * /dashboard (the bulk seed's staff member), the patient app's home /app/ (a demo patient), and for
 * issue 39 the app's assessment screen (the demo patient's PHQ-9 due today) and the portal's
 * /outcomes (the bulk outcomes center's staff member), each as a first visit and as a repeat visit.
 *
 * How the pages are signed in, honestly: the real server (src/main.ts, production mode, the demo
 * center with its patients seeded beside the bulk data) runs on a loopback port with PUBLIC_URL set
 * to that port, so the embedded OIDC issuer and the apps agree on the origin. For each run a fresh
 * Chromium (the system one) starts with a remote debugging port; Playwright signs in through the
 * issuer's form as a person does (the portal with its client, the app with its own `patient-app`
 * client), which leaves the sign-in in localStorage. Then:
 * - first visit: the HTTP cache, the service workers and their caches are cleared, and Lighthouse,
 *   on the same browser with `disableStorageReset` (which would otherwise sign the user out), loads
 *   the page;
 * - repeat visit: the page is opened once more in the same profile until its service worker
 *   controls it (its precache filled), nothing is cleared, and Lighthouse loads the page again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stop } from './proc';
import { fmt, median, type Row } from './stats';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseOptions {
  /** The built portal (goal 7's build) the server serves. */
  webDir: string;
  /** The built patient app (goal 7f's build), served under /app/. */
  patientAppDir: string;
  databaseUrl: string;
  /** The bulk seed's staff member; the patient is the demo center's (seeded by the server). */
  staff: Account;
  runs: number;
  /** The pages to measure, by row letter (a–e); all when empty. */
  pages: string[];
  /** Another staff account for a page (8e: the outcomes center's staff member). */
  accountOf?: (page: LighthousePage) => Account | undefined;
  /** The page's path once the server is up, for pages whose path names a record (8d). */
  pathOf?: (page: LighthousePage) => Promise<string | undefined>;
  /** When set, every run's full Lighthouse report (JSON) is written here, for profiling. */
  saveDir?: string;
  log: (line: string) => void;
}

export interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's own measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  lcpElement: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitReady(origin: string, child: ChildProcess) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server was not ready within 180 s');
}

/** Why goal 8 cannot run here, or null when it can. */
export async function lighthouseMissing(): Promise<string | null> {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  for (const name of ['lighthouse', '@playwright/test']) {
    try {
      await import(name);
    } catch {
      return `the npm package ${name} is not installed (npm install)`;
    }
  }
  return null;
}

/** A signed-in page goal 8 measures, and what it must reach (issue 22). */
export interface LighthousePage {
  /** The row letter: first visit and repeat visit rows carry it. */
  key: string;
  label: string;
  path: string;
  /** Where the measured page must end (the page itself, not the sign-in). */
  landsOn: RegExp;
  who: 'staff' | 'patient';
  /**
   * Ready once signed in: the page's content on screen (the list's table; the dashboard's figures,
   * whose answer gives its date line; the app's title). A person who signed in has seen it.
   */
  ready: 'table' | 'figures' | 'h1';
  /** Sign in on this page first (where it lands: `signInLandsOn`), then open `path`. */
  signInVia?: { path: string; landsOn: RegExp };
  first: { score: number; lcp: number; tbt: number; cls: number };
}

/** Issue 22's pages and targets; the repeat visit of each: score ≥ 95, LCP ≤ 1.2 s. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  {
    key: 'a',
    label: 'portal /patients',
    path: '/patients',
    landsOn: /^\/patients/,
    who: 'staff',
    ready: 'table',
    first: { score: 90, lcp: 2500, tbt: 200, cls: 0.1 },
  },
  {
    key: 'b',
    label: 'portal /dashboard',
    path: '/dashboard',
    landsOn: /^\/dashboard/,
    who: 'staff',
    ready: 'figures',
    first: { score: 90, lcp: 2500, tbt: 200, cls: 0.1 },
  },
  {
    key: 'c',
    label: 'patient app home /app/',
    path: '/app/',
    landsOn: /^\/app\/(home)?$/,
    who: 'patient',
    ready: 'h1',
    first: { score: 95, lcp: 1500, tbt: 100, cls: 0.1 },
  },
  {
    // Issue 39 "Speed": the app's assessment screen, a PHQ-9 due today (the path is set per run).
    key: 'd',
    label: 'patient app assessment /app/assessments/<id>',
    path: '/app/assessments/',
    landsOn: /^\/app\/assessments\/[\w-]+$/,
    who: 'patient',
    ready: 'h1',
    signInVia: { path: '/app/', landsOn: /^\/app\/(home)?$/ },
    first: { score: 95, lcp: 1500, tbt: 100, cls: 0.1 },
  },
  {
    // Issue 39 "Speed": the portal's Outcomes of the bulk outcomes center (2,000 patients, 12 months).
    key: 'e',
    label: 'portal /outcomes',
    path: '/outcomes',
    landsOn: /^\/outcomes/,
    who: 'staff',
    ready: 'h1',
    first: { score: 90, lcp: 2500, tbt: 200, cls: 0.1 },
  },
];
export const REPEAT_TARGET = { score: 95, lcp: 1200 };

type Account = { email: string; password: string };

/** Signs in through the issuer's form as a person does; ends on the page, its content on screen. */
async function signIn(
  page: import('@playwright/test').Page,
  origin: string,
  target: LighthousePage,
  account: Account,
) {
  await page.goto(`${origin}${target.signInVia?.path ?? target.path}`);
  // The patient app first shows its welcome screen; its button leads to the issuer.
  if (target.who === 'patient') await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const landsOn = target.signInVia?.landsOn ?? target.landsOn;
  await page.waitForURL((url) => landsOn.test(url.pathname), { timeout: 60_000 });
  if (target.signInVia) {
    await page.goto(`${origin}${target.path}`);
    await page.waitForURL((url) => target.landsOn.test(url.pathname), { timeout: 60_000 });
  }
  if (target.ready === 'table') await page.getByRole('table').waitFor({ timeout: 60_000 });
  else if (target.ready === 'figures') await page.getByText(/^Today is /).waitFor({ timeout: 60_000 });
  else await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
}

async function measure(
  url: string,
  port: number,
  target: LighthousePage,
  visit: 'first' | 'repeat',
  save?: string,
): Promise<RunResult> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // A first visit: Lighthouse itself clears the HTTP cache, the service workers and their
      // caches right before it navigates (its default storage types leave localStorage, so the
      // sign-in stays). Clearing them from this script before was not enough: a run now and then
      // loaded its scripts from the browser's memory cache, a warm visit counted as a first one.
      // A repeat visit keeps everything.
      disableStorageReset: visit === 'repeat',
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (save) writeFileSync(save, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (!target.landsOn.test(new URL(lhr.finalDisplayedUrl).pathname))
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the signed-in ${target.label}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpItem = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpItem?.slice(0, 80) ?? 'unknown',
  };
}

/** One first visit and one repeat visit of a page, in a fresh browser signed in first. */
async function oneRun(
  origin: string,
  target: LighthousePage,
  account: Account,
  save?: string,
): Promise<{ first: RunResult; repeat: RunResult }> {
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chrome-'));
  // The default (persistent) context: the tab Lighthouse opens shares its localStorage and caches.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, origin, target, account);
    const url = `${origin}${target.path}`;
    // A first visit, already signed in: no HTTP cache, no service worker, no precache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const first = await measure(url, port, target, 'first', save && `${save}-first.json`);
    // A repeat visit: the page once more in this profile until its service worker controls it
    // (installed, precache filled), then measured with every cache as the last visit left it.
    await page.goto(url);
    // (Expressions as text: they run in the page, and this package has no DOM types.)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 60_000 });
    await page.goto('about:blank');
    const repeat = await measure(url, port, target, 'repeat', save && `${save}-repeat.json`);
    return { first, repeat };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
/** Goal 8's rows: the real server on its own port, `runs` runs of each page, medians. */
export async function lighthouseRows(opt: LighthouseOptions): Promise<Row[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      PUBLIC_DIR: opt.webDir,
      PATIENT_APP_DIR: opt.patientAppDir,
      DATA_DIR: dataDir,
      DATABASE_URL: opt.databaseUrl,
      REDIS_URL: '',
      // The demo center and its patients beside the bulk data: a patient with history signs in
      // to the app (cli/demo-patients.ts), as `npm start` offers.
      SEED_DEMO: 'true',
      SEED_DEMO_PATIENTS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: Row[] = [];
  try {
    await waitReady(origin, server);
    const { demoPatientAccount } = await import('../demo-patients');
    if (opt.saveDir) mkdirSync(opt.saveDir, { recursive: true });
    const chosen = LIGHTHOUSE_PAGES.filter((p) => opt.pages.length === 0 || opt.pages.includes(p.key));
    for (const listed of chosen) {
      const target = { ...listed, path: (await opt.pathOf?.(listed)) ?? listed.path };
      const account = opt.accountOf?.(listed) ?? (target.who === 'staff' ? opt.staff : demoPatientAccount());
      const firsts: RunResult[] = [];
      const repeats: RunResult[] = [];
      try {
        for (let i = 1; i <= opt.runs; i++) {
          const save = opt.saveDir && path.join(opt.saveDir, `8${target.key}-${i}`);
          const { first, repeat } = await withRetries(() => oneRun(origin, target, account, save), opt.log);
          opt.log(`  ${target.label} run ${i}: first ${line(first)}; repeat ${line(repeat)}`);
          firsts.push(first);
          repeats.push(repeat);
        }
        rows.push(...pageRows(target, firsts, repeats));
      } catch (err) {
        // One page that cannot be measured (a screen not built yet) does not stop the others.
        rows.push({
          goal: `8${target.key}. ${target.label}`,
          figure: '—',
          target: `score ≥ ${target.first.score}, LCP ≤ ${fmt(target.first.lcp / 1000, 1)} s`,
          pass: null,
          note: `not measured: ${err instanceof Error ? err.message.slice(0, 200) : err}`,
        });
      }
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Lighthouse now and then fails to record a page load on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is taken again, twice at most, and said so in the log; a third failure stops goal 8.
 */
async function withRetries<T>(run: () => Promise<T>, log: (line: string) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`  (run failed, taken again: ${err instanceof Error ? err.message.slice(0, 160) : err})`);
    }
  }
}

const line = (r: RunResult) =>
  `score ${fmt(r.score, 0)}, LCP ${fmt(r.lcp, 0)} ms, TBT ${fmt(r.tbt, 0)} ms, CLS ${fmt(r.cls, 3)}`;

type Metric = keyof Omit<RunResult, 'lcpElement'>;

/** A page's rows: score, LCP, TBT, CLS of the first visit; score and LCP of the repeat visit. */
export function pageRows(target: LighthousePage, firsts: RunResult[], repeats: RunResult[]): Row[] {
  const med = (runs: RunResult[], k: Metric) => median(runs.map((r) => r[k]));
  const each = (runs: RunResult[], k: Metric, digits = 0) =>
    `runs: ${runs.map((r) => fmt(r[k], digits)).join(', ')}`;
  const of = `median of ${firsts.length}, simulated mobile`;
  const name = `8${target.key}. ${target.label}`;
  const t = target.first;
  const rows: Row[] = [
    {
      goal: `${name}: Lighthouse score`,
      figure: fmt(med(firsts, 'score'), 0),
      target: `≥ ${t.score}`,
      pass: med(firsts, 'score') >= t.score,
      note: `${of}; ${each(firsts, 'score')}; FCP median ${fmt(med(firsts, 'fcp'), 0)} ms; CPU benchmark index median ${fmt(med(firsts, 'benchmarkIndex'), 0)} (Lighthouse's measure of this machine's CPU; its throttling guide puts a low-end desktop at 1000–1500)`,
    },
    {
      goal: `${name}: Largest Contentful Paint`,
      figure: `${fmt(med(firsts, 'lcp') / 1000, 2)} s`,
      target: `≤ ${fmt(t.lcp / 1000, 1)} s`,
      pass: med(firsts, 'lcp') <= t.lcp,
      note: `${of}; ${each(firsts, 'lcp')} ms; element: ${firsts[0]?.lcpElement ?? ''}`,
    },
    {
      goal: `${name}: Total Blocking Time`,
      figure: `${fmt(med(firsts, 'tbt'), 0)} ms`,
      target: `≤ ${t.tbt} ms`,
      pass: med(firsts, 'tbt') <= t.tbt,
      note: `${of}; ${each(firsts, 'tbt')} ms`,
    },
    {
      goal: `${name}: Cumulative Layout Shift`,
      figure: fmt(med(firsts, 'cls'), 3),
      target: `≤ ${t.cls}`,
      pass: med(firsts, 'cls') <= t.cls,
      note: `${of}; ${each(firsts, 'cls', 3)}`,
    },
    {
      goal: `${name}, repeat visit (service worker warm): score`,
      figure: fmt(med(repeats, 'score'), 0),
      target: `≥ ${REPEAT_TARGET.score}`,
      pass: med(repeats, 'score') >= REPEAT_TARGET.score,
      note: `${of}; ${each(repeats, 'score')}; the page loaded before in the same profile, caches kept`,
    },
    {
      goal: `${name}, repeat visit: Largest Contentful Paint`,
      figure: `${fmt(med(repeats, 'lcp') / 1000, 2)} s`,
      target: `≤ ${fmt(REPEAT_TARGET.lcp / 1000, 1)} s`,
      pass: med(repeats, 'lcp') <= REPEAT_TARGET.lcp,
      note: `${of}; ${each(repeats, 'lcp')} ms; element: ${repeats[0]?.lcpElement ?? ''}`,
    },
  ];
  return rows;
}
