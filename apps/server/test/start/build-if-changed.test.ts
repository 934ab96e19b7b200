import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppBuild, buildIfChanged, STAMP } from '../../../../scripts/build-if-changed.mjs';

const repo = path.resolve(import.meta.dirname, '../../../..');

/**
 * Issue 20: `npm start` rebuilt the portal on every start (13 s). The start script now builds a
 * front-end only when its inputs changed since the build in its output folder.
 */
describe('npm start builds the portal only when its sources changed', () => {
  let root: string;
  const app: AppBuild = {
    sources: ['apps/demo'],
    outDir: 'out/demo',
    // A stand-in build that writes an index.html and counts its runs.
    build: [
      process.execPath,
      [
        '-e',
        "const fs=require('fs');fs.mkdirSync('out/demo',{recursive:true});fs.writeFileSync('out/demo/index.html','<p>built</p>');fs.appendFileSync('builds.txt','x')",
      ],
    ],
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const run = (force = false) => buildIfChanged(root, 'demo', app, { force, log: () => {} });
  const builds = () => readFileSync(path.join(root, 'builds.txt'), 'utf8').length;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-if-changed-'));
    write('apps/demo/src/main.tsx', 'export const a = 1;');
    write('apps/demo/src/main.test.tsx', 'test');
    write('packages/contracts/src/messages.ts', 'export const m = {};');
    write('packages/vite-plugins/src/index.ts', 'export {};');
    write('packages/client/src/offline-copy.ts', 'export {};');
    write('package-lock.json', '{}');
    write('package.json', '{}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then not again while nothing changed', () => {
    expect(run()).toBe('built');
    expect(readFileSync(path.join(root, 'out/demo', STAMP), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(run()).toBe('unchanged');
    expect(builds()).toBe(1);
  });

  it('builds again when the app, the contracts, the shared client, the build plugins or the lockfile change; not for a test file', () => {
    write('apps/demo/src/main.test.tsx', 'another test');
    expect(run()).toBe('unchanged');
    write('apps/demo/src/main.tsx', 'export const a = 2;');
    expect(run()).toBe('built');
    write('packages/contracts/src/messages.ts', 'export const m = { a: 1 };');
    expect(run()).toBe('built');
    write('packages/vite-plugins/src/index.ts', 'export const inline = 1;');
    expect(run()).toBe('built');
    write('packages/client/src/offline-copy.ts', 'export const kept = 1;');
    expect(run()).toBe('built');
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(run()).toBe('built');
    expect(run()).toBe('unchanged');
    expect(run(true)).toBe('built');
    expect(builds()).toBe(7);
  });

  it('builds when the output was removed, and writes no stamp when the build fails', () => {
    rmSync(path.join(root, 'out'), { recursive: true });
    expect(run()).toBe('built');
    write('apps/demo/src/main.tsx', 'export const a = 3;');
    const stamp = readFileSync(path.join(root, 'out/demo', STAMP), 'utf8');
    const failing: AppBuild = { ...app, build: [process.execPath, ['-e', 'process.exit(3)']] };
    expect(() => buildIfChanged(root, 'demo', failing, { log: () => {} })).toThrow(/build failed/);
    expect(readFileSync(path.join(root, 'out/demo', STAMP), 'utf8')).toBe(stamp);
  });

  it('is what npm start runs for the portal', () => {
    const start = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts.start;
    expect(start).toMatch(/^node scripts\/build-if-changed\.mjs web( \w+)* && /);
  });
});
