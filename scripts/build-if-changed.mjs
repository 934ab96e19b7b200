#!/usr/bin/env node
// Builds each named front-end only when its sources changed since its last build, so a restart
// with nothing changed starts the server at once (issue 20: `npm start` rebuilt the portal on every
// start, 13 s). Usage: node scripts/build-if-changed.mjs [--force] <app>...   e.g. `web`.
//
// A build's inputs are hashed (the app's own files, the shared contracts, the lockfile, the root
// package.json, the build command); after a successful build the hash is written to a stamp file
// in the app's output folder. The next run builds again only when the hash differs, the stamp or
// the output's index.html is missing, or --force is given. A failed build writes no stamp.
//
// To add a front-end: add an entry to APPS below (its folder, its output folder, its build command)
// and name it in the root package.json's `start` script.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Inputs every front-end shares: the contracts package, the shared browser code (@portal/client),
 * the build plugins and the dependency versions.
 */
const SHARED = [
  'packages/contracts/src',
  'packages/client/src',
  'packages/client/package.json',
  'packages/vite-plugins/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'package.json',
];

export const APPS = {
  web: {
    sources: ['apps/web'],
    outDir: 'apps/server/public',
    build: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  // The patient app (apps/patient), served at /app/ from its own folder.
  patient: {
    sources: ['apps/patient'],
    outDir: 'apps/server/public-app',
    build: ['npm', ['run', 'build', '-w', 'apps/patient']],
  },
};

/** Not inputs of a build: installed packages, tests, journeys and their output. */
const SKIP_DIRS = new Set(['node_modules', 'e2e', 'test-results', 'playwright-report', 'coverage', 'dist']);
const SKIP_FILE = /\.test\.[cm]?[jt]sx?$/;

export const STAMP = '.build-stamp';

/** The files of a path (itself when it is a file), skipping what is not a build input. */
function filesOf(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  const out = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...filesOf(root, child));
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      out.push(child);
    }
  }
  return out;
}

/** One hash over the names and contents of every input, in a stable order. */
export function sourceHash(root, app) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(app.build));
  const files = [...new Set([...app.sources, ...SHARED].flatMap((p) => filesOf(root, p)))].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds `app` unless its output was built from these very sources. Returns what it did; throws
 * when the build fails (and writes no stamp then).
 */
export function buildIfChanged(root, name, app, { force = false, log = console.log } = {}) {
  const outDir = path.join(root, app.outDir);
  const stampFile = path.join(outDir, STAMP);
  const hash = sourceHash(root, app);
  const built = existsSync(path.join(outDir, 'index.html')) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, 'utf8').trim() === hash) {
    log(`${name}: sources unchanged since the last build, not rebuilding (${app.outDir}).`);
    return 'unchanged';
  }
  log(`${name}: building (${force ? 'forced' : built ? 'sources changed' : 'no build yet'}).`);
  const [command, args] = app.build;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${name}: the build failed (exit ${result.status}); no stamp written.`);
  writeFileSync(stampFile, `${hash}\n`);
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const argv = process.argv.slice(2);
  const force = argv.includes('--force');
  const names = argv.filter((a) => a !== '--force');
  if (names.length === 0) {
    console.error('Name the apps to build, e.g. node scripts/build-if-changed.mjs web');
    process.exit(2);
  }
  for (const name of names) {
    const app = APPS[name];
    if (!app) {
      console.error(`Unknown app "${name}". Known: ${Object.keys(APPS).join(', ')}.`);
      process.exit(2);
    }
    try {
      buildIfChanged(repoRoot, name, app, { force });
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    }
  }
}
