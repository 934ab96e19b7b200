#!/usr/bin/env node
// Every test of the project, in the order a reviewer would want them to fail fast:
// type check, lint, unit + integration on PGlite, the same on PostgreSQL/Redis when
// DATABASE_URL / REDIS_URL are set, then the Playwright journeys in real Chromium.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
// supported Node after the whole suite ran on Node 24). `--journeys`: only the browser journeys.
const integrationOnly = process.argv.includes('--integration');
const journeysOnly = process.argv.includes('--journeys');
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

if (!integrationOnly && !journeysOnly) {
  run('Type check', 'npm', ['run', '--silent', 'typecheck']);
  run('Lint (Biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
}
if (!journeysOnly) {
  run(`Unit and integration tests on PGlite (embedded), ${node}`, 'npx', ['vitest', 'run'], embedded);
}
if (DATABASE_URL && !journeysOnly) {
  const where = REDIS_URL ? 'PostgreSQL and Redis' : 'PostgreSQL';
  run(
    `Integration tests on ${where}, ${node}`,
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-mocks'],
    process.env,
  );
}
if (integrationOnly) {
  console.log(`\n✔ Unit and integration tests passed on ${node}`);
  process.exit(0);
}
// The journeys: the portal and the app built once, then two Playwright runs side by side, each with
// its own servers (and, on PostgreSQL, its own database): apps/web/playwright.config.ts `E2E_SHARD`.
const prebuilt = path.resolve('.data-test/prebuilt');
for (const [app, dir] of [
  ['web', 'web'],
  ['patient', 'app'],
]) {
  run(`Build ${app === 'web' ? 'the portal' : 'the patient app'} for the journeys`, 'npx', [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--emptyOutDir',
    '--outDir',
    path.join(prebuilt, dir),
    '-c',
    `apps/${app}/vite.config.ts`,
    `apps/${app}`,
  ]);
}
const shards = [
  { shard: '1/2', port: 3100 },
  { shard: '2/2', port: 3200 },
];
if (DATABASE_URL && REDIS_URL) {
  // The journeys' servers on PostgreSQL and Redis, each run in a database of its own (the journeys
  // that plant data or push live events through them run only here); the demo-center server stays
  // on PGlite.
  const databases = shards.map(({ port }) => {
    const url = new URL(DATABASE_URL);
    url.pathname = `/portal_e2e_${Date.now().toString(36)}_${port}`;
    run(`Create the journeys database ${url.pathname.slice(1)}`, 'psql', [
      DATABASE_URL,
      '-qc',
      `CREATE DATABASE ${url.pathname.slice(1)}`,
    ]);
    return url.toString();
  });
  try {
    await journeys('Browser journeys on PostgreSQL and Redis (Playwright, Chromium)', (i) => ({
      ...process.env,
      DATABASE_URL: databases[i],
    }));
  } finally {
    for (const url of databases) {
      spawnSync(
        'psql',
        [DATABASE_URL, '-qc', `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`],
        {
          stdio: 'inherit',
        },
      );
    }
  }
} else {
  await journeys('Browser journeys on the embedded defaults (Playwright, Chromium)', () => embedded);
}
console.log('\n✔ All tests passed');

/**
 * Both halves of the journeys at once, each line of output marked with its half; fails (after both
 * ended) when either failed.
 */
async function journeys(title, envOf) {
  console.log(`\n▶ ${title}, in two runs side by side`);
  const codes = await Promise.all(
    shards.map(
      ({ shard, port }, i) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', '--silent', 'test:e2e'], {
            env: { ...envOf(i), E2E_SHARD: shard, E2E_PORT: String(port), E2E_PREBUILT: prebuilt },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          for (const stream of [child.stdout, child.stderr]) {
            createInterface({ input: stream }).on('line', (line) => console.log(`[${shard}] ${line}`));
          }
          child.on('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
  if (codes.some((code) => code !== 0)) {
    console.error(`\n✖ ${title} failed`);
    process.exit(1);
  }
}
