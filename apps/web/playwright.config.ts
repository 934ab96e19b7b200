import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The living demo center (≈60 seeded patients) runs on its own server, so other journeys count only their own rows. */
const DEMO_PORT = PORT + 50;
/**
 * `E2E_SHARD=1/2` or `2/2`: one of two runs `npm test` starts side by side, each with servers and a
 * database of its own (a journey spends most of its time waiting on the browser and the server: two
 * runs at once nearly halve the wall time on two cores). Unset: every journey in one run.
 */
const SHARD = process.env.E2E_SHARD === '1/2' ? 1 : process.env.E2E_SHARD === '2/2' ? 2 : 0;
/**
 * The portal and the app built once for both runs (`E2E_PREBUILT=<folder>`, by `npm test`);
 * otherwise each port builds its own copy, so two runs side by side never serve each other's files.
 */
const PREBUILT = process.env.E2E_PREBUILT;
const dataTest = path.resolve(import.meta.dirname, '../../.data-test');
const webDir = (port: number) => (PREBUILT ? path.join(PREBUILT, 'web') : path.join(dataTest, `web-${port}`));
const appDir = (port: number) => (PREBUILT ? path.join(PREBUILT, 'app') : path.join(dataTest, `app-${port}`));
const dataDir = (port: number) => path.join(dataTest, `e2e-${port}`);
const serverDir = path.resolve(import.meta.dirname, '../server');
const build = (port: number) =>
  `npx vite build --logLevel warn --outDir ${webDir(port)} --emptyOutDir -c ../web/vite.config.ts ../web && npx vite build --logLevel warn --outDir ${appDir(port)} --emptyOutDir -c ../patient/vite.config.ts ../patient && `;
const start = (port: number) =>
  `rm -rf ${dataDir(port)} && ${PREBUILT ? '' : build(port)}node --import tsx src/main.ts`;

const serverEnv = (port: number) => ({
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir(port),
  PUBLIC_DIR: webDir(port),
  PATIENT_APP_DIR: appDir(port),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});

// The journeys share one server per run, in ordered projects. Those that read the demo center as
// first seeded (its name, the demo staff's name, the wizard owner, the patient count) run first, the
// patient count before anything adds patients; the ones that change the center run after; the
// patient app's journeys (apps/patient at /app/) add patients, tasks and events to the demo center,
// so they run after the portal's, and none of those counts move under them.
const specs = readdirSync(path.join(import.meta.dirname, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const isPatientsFirst = (f: string) => /^(patients|shell)\.spec\.ts$/.test(f);
const isFreshCenter = (f: string) => /^(alerts|chat|contact-now)\.spec\.ts$/.test(f);
const isPatientApp = (f: string) => /^app-[\w-]+\.spec\.ts$/.test(f);
const isDemoCenter = (f: string) => /demo-center\.spec\.ts$/.test(f);
const portalJourneys = specs.filter(
  (f) => !isPatientsFirst(f) && !isFreshCenter(f) && !isPatientApp(f) && !isDemoCenter(f),
);
/**
 * The two runs: the first takes the journeys that need the center as first seeded and the first
 * portal journeys; the second the other portal journeys, the patient app's and the living demo
 * center's. The split of the portal's journeys by name keeps the two about as long (both figures in
 * docs/decisions/foundation.md).
 */
const SPLIT = 'issuer';
const inShard = (first: boolean) => SHARD === 0 || (SHARD === 1) === first;
const groups: { name: string; files: string[]; dependencies: string[]; port: number }[] = [
  {
    name: 'patients-first',
    files: specs.filter((f) => isPatientsFirst(f) && inShard(true)),
    dependencies: [],
    port: PORT,
  },
  {
    name: 'fresh-center',
    files: specs.filter((f) => isFreshCenter(f) && inShard(true)),
    dependencies: ['patients-first'],
    port: PORT,
  },
  {
    name: 'journeys',
    files: portalJourneys.filter((f) => inShard(f < SPLIT)),
    dependencies: ['fresh-center'],
    port: PORT,
  },
  {
    name: 'patient-app',
    files: specs.filter((f) => isPatientApp(f) && inShard(false)),
    dependencies: ['journeys'],
    port: PORT,
  },
  {
    name: 'demo-center',
    files: specs.filter((f) => isDemoCenter(f) && inShard(false)),
    dependencies: [],
    port: DEMO_PORT,
  },
];
const present = new Set(groups.filter((g) => g.files.length > 0).map((g) => g.name));
const projects: PlaywrightTestProject[] = groups
  .filter((g) => present.has(g.name))
  .map((g) => ({
    name: g.name,
    testMatch: g.files.map((f) => `**/e2e/${f}`),
    dependencies: g.dependencies.filter((d) => present.has(d)),
    use: { baseURL: `http://localhost:${g.port}` },
  }));

export default defineConfig({
  testDir: './e2e',
  outputDir: `../../test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects,
  webServer: [
    {
      // A fresh install on the embedded defaults (or on the PostgreSQL of DATABASE_URL when the test
      // command gives one): the demo accounts seeded, no demo patients.
      command: start(PORT),
      cwd: serverDir,
      url: `http://localhost:${PORT}/readyz`,
      // A busy 2-core machine builds the portal and opens PGlite slowly.
      timeout: 300_000,
      reuseExistingServer: false,
      env: { ...serverEnv(PORT), SEED_DEMO_PATIENTS: 'false' },
    },
    // The first start of `npm start`: PGlite, the demo center with its patients and history (only
    // for a run that has the demo center's journeys).
    ...(present.has('demo-center')
      ? [
          {
            command: start(DEMO_PORT),
            cwd: serverDir,
            url: `http://localhost:${DEMO_PORT}/readyz`,
            timeout: 300_000,
            reuseExistingServer: false,
            env: { ...serverEnv(DEMO_PORT), SEED_DEMO_PATIENTS: 'true', DATABASE_URL: '', REDIS_URL: '' },
          },
        ]
      : []),
  ],
});
