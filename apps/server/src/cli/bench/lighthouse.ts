/**
 * Portal speed (goal 8): Lighthouse, simulated mobile (its default: Moto G Power, slow 4G, 4× CPU),
 * on the signed-in patients page of the bulk seed, median of several runs.
 *
 * How the page is signed in, honestly: the real server (src/main.ts, production mode) runs on a
 * loopback port with PUBLIC_URL set to that port, so the embedded OIDC issuer and the portal agree
 * on the origin. For each run a fresh Chromium (the system one) starts with a remote debugging port;
 * Playwright signs in through the issuer's form as a person does, which leaves the OIDC user in
 * localStorage, where the portal reads it. Then the HTTP cache, the service worker and its caches are
 * cleared (so every run is a first visit that is already signed in), and Lighthouse, on the same
 * browser with `disableStorageReset` (which would otherwise sign the user out), loads /patients.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  databaseUrl: string;
  account: { email: string; password: string };
  runs: number;
  log: (line: string) => void;
}

interface RunResult {
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

/** One Lighthouse run in a fresh browser, signed in first. */
async function oneRun(origin: string, opt: LighthouseOptions): Promise<RunResult> {
  const { chromium } = await import('@playwright/test');
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chrome-'));
  // The default (persistent) context: the tab Lighthouse opens shares its localStorage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/patients`);
    await page.getByLabel('Email').fill(opt.account.email);
    await page.getByLabel('Password').fill(opt.account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/patients`, { timeout: 60_000 });
    // The seeded patients on screen: signed in, and the API answers.
    await page.getByRole('table').waitFor({ timeout: 60_000 });
    // A first visit, already signed in: no HTTP cache, no service worker, no precache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const result = await lighthouse(
      `${origin}/patients`,
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Keeps localStorage (the sign-in); the caches were cleared above.
        disableStorageReset: true,
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith('/patients'))
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the signed-in patients page`);
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
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Goal 8's rows: the real server on its own port, `runs` Lighthouse runs, medians. */
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
      DATA_DIR: dataDir,
      DATABASE_URL: opt.databaseUrl,
      REDIS_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const runs: RunResult[] = [];
  try {
    await waitReady(origin, server);
    for (let i = 1; i <= opt.runs; i++) {
      const r = await oneRun(origin, opt);
      opt.log(
        `  run ${i}: score ${fmt(r.score, 0)}, LCP ${fmt(r.lcp, 0)} ms, TBT ${fmt(r.tbt, 0)} ms, CLS ${fmt(r.cls, 3)}`,
      );
      runs.push(r);
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const med = (k: keyof Omit<RunResult, 'lcpElement'>) => median(runs.map((r) => r[k]));
  const each = (k: keyof Omit<RunResult, 'lcpElement'>, digits = 0) =>
    `runs: ${runs.map((r) => fmt(r[k], digits)).join(', ')}`;
  const of = `median of ${runs.length}, simulated mobile`;
  return [
    {
      goal: '8a. Lighthouse performance score, signed-in /patients',
      figure: fmt(med('score'), 0),
      target: '≥ 90',
      pass: med('score') >= 90,
      note: `${of}; ${each('score')}; FCP median ${fmt(med('fcp'), 0)} ms; CPU benchmark index median ${fmt(med('benchmarkIndex'), 0)} (Lighthouse's measure of this machine's CPU; its throttling guide puts a low-end desktop at 1000–1500)`,
    },
    {
      goal: '8b. Largest Contentful Paint',
      figure: `${fmt(med('lcp') / 1000, 2)} s`,
      target: '≤ 2.5 s',
      pass: med('lcp') <= 2500,
      note: `${of}; ${each('lcp')} ms; element: ${runs[0]?.lcpElement ?? ''}`,
    },
    {
      goal: '8c. Total Blocking Time',
      figure: `${fmt(med('tbt'), 0)} ms`,
      target: '≤ 200 ms',
      pass: med('tbt') <= 200,
      note: `${of}; ${each('tbt')} ms`,
    },
    {
      goal: '8d. Cumulative Layout Shift',
      figure: fmt(med('cls'), 3),
      target: '≤ 0.1',
      pass: med('cls') <= 0.1,
      note: `${of}; ${each('cls', 3)}`,
    },
  ];
}
