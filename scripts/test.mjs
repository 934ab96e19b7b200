#!/usr/bin/env node
// Every test of the project, in the order a reviewer would want them to fail fast:
// type check, lint, unit + integration on PGlite, the same on PostgreSQL/Redis when
// DATABASE_URL / REDIS_URL are set, then the Playwright journeys in real Chromium.
import { spawnSync } from 'node:child_process';
import { ensureBrowser, machine } from './ensure-browser.mjs';

const run = (title, command, args, env = process.env) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

// `--integration`: only the unit and integration tests (.ci/run runs them again on the oldest
// supported Node after the whole suite ran on Node 24).
const integrationOnly = process.argv.includes('--integration');
if (!integrationOnly) {
  // Before anything else: a machine without a browser learns it now, not after the unit tests.
  try {
    process.env.CHROMIUM_PATH = ensureBrowser(machine);
  } catch (err) {
    console.error(`\n✖ ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
const { DATABASE_URL, REDIS_URL, ...embedded } = process.env;
const node = `Node ${process.versions.node}`;

if (!integrationOnly) {
  run('Type check', 'npm', ['run', '--silent', 'typecheck']);
  run('Lint (Biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
}
run(`Unit and integration tests on PGlite (embedded), ${node}`, 'npx', ['vitest', 'run'], embedded);
if (DATABASE_URL) {
  const where = REDIS_URL ? 'PostgreSQL and Redis' : 'PostgreSQL';
  run(`Integration tests on ${where}, ${node}`, 'npx', ['vitest', 'run', '--project', 'server'], process.env);
}
if (integrationOnly) {
  console.log(`\n✔ Unit and integration tests passed on ${node}`);
  process.exit(0);
}
if (DATABASE_URL && REDIS_URL) {
  // The journeys' server on PostgreSQL and Redis, in a database of its own (the journeys that
  // plant data or push live events through them run only here); the demo-center server stays on PGlite.
  const e2eDb = `portal_e2e_${Date.now().toString(36)}`;
  const e2eUrl = new URL(DATABASE_URL);
  run('Create the journeys database', 'psql', [DATABASE_URL, '-qc', `CREATE DATABASE ${e2eDb}`]);
  e2eUrl.pathname = `/${e2eDb}`;
  try {
    run(
      'Browser journeys on PostgreSQL and Redis (Playwright, Chromium)',
      'npm',
      ['run', '--silent', 'test:e2e'],
      {
        ...process.env,
        DATABASE_URL: e2eUrl.toString(),
      },
    );
  } finally {
    spawnSync('psql', [DATABASE_URL, '-qc', `DROP DATABASE IF EXISTS ${e2eDb} WITH (FORCE)`], {
      stdio: 'inherit',
    });
  }
} else {
  run(
    'Browser journeys on the embedded defaults (Playwright, Chromium)',
    'npm',
    ['run', '--silent', 'test:e2e'],
    embedded,
  );
}
console.log('\n✔ All tests passed');
