import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The living demo center (≈60 seeded patients) runs on its own server, so other journeys count only their own rows. */
const DEMO_PORT = PORT + 50;
// Each port builds its own copy of the portal, so two runs side by side never serve each other's files.
const webDir = (port: number) => path.resolve(import.meta.dirname, `../../.data-test/web-${port}`);
const appDir = (port: number) => path.resolve(import.meta.dirname, `../../.data-test/app-${port}`);
const dataDir = (port: number) => path.resolve(import.meta.dirname, `../../.data-test/e2e-${port}`);
const serverDir = path.resolve(import.meta.dirname, '../server');
const start = (port: number) =>
  `rm -rf ${dataDir(port)} && npx vite build --logLevel warn --outDir ${webDir(port)} --emptyOutDir -c ../web/vite.config.ts ../web && npx vite build --logLevel warn --outDir ${appDir(port)} --emptyOutDir -c ../patient/vite.config.ts ../patient && node --import tsx src/main.ts`;

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
  projects: [
    // The journeys share one server. Those that read the demo center as first seeded (its name, the
    // demo staff's name, the wizard owner, the patient count) run first, the patient count before
    // anything adds patients; the ones that change the center run after.
    {
      name: 'patients-first',
      testMatch: /(patients|shell)\.spec\.ts/,
      use: { baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'fresh-center',
      testMatch: /(alerts|chat|contact-now)\.spec\.ts/,
      dependencies: ['patients-first'],
      use: { baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'journeys',
      testIgnore: [/(alerts|chat|contact-now|patients|shell|demo-center)\.spec\.ts/, /app-[\w-]+\.spec\.ts/],
      dependencies: ['fresh-center'],
      use: { baseURL: `http://localhost:${PORT}` },
    },
    {
      // The patient app's journeys (apps/patient at /app/) add patients, tasks and events to the demo
      // center: after the portal's journeys, so none of those counts move under them.
      name: 'patient-app',
      testMatch: /app-[\w-]+\.spec\.ts/,
      dependencies: ['journeys'],
      use: { baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'demo-center',
      testMatch: /demo-center\.spec\.ts/,
      use: { baseURL: `http://localhost:${DEMO_PORT}` },
    },
  ],
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
    {
      // The first start of `npm start`: PGlite, the demo center with its patients and history.
      command: start(DEMO_PORT),
      cwd: serverDir,
      url: `http://localhost:${DEMO_PORT}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { ...serverEnv(DEMO_PORT), SEED_DEMO_PATIENTS: 'true', DATABASE_URL: '', REDIS_URL: '' },
    },
  ],
});
