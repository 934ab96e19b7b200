import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * Issue 19 item 8: Node 20 is past its end of life, and the product is tested on Node 24 LTS.
 * `.ci/node24` is how CI gets it (.ci/run puts it first on PATH for `npm test`); this starts the
 * real server on that Node, from any runtime the tests run on, and reads what it prints.
 */
describe('the runtime CI tests on (.ci/node24, Node 24 LTS)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-node24-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is Node 24 LTS, and the server starts on it without "Unsupported runtime"', async () => {
    const bin = execFileSync(path.join(repoRoot, '.ci/node24'), {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    const node = path.join(bin, 'node');
    const release = JSON.parse(
      execFileSync(node, ['-p', 'JSON.stringify([process.versions.node, process.release.lts])'], {
        encoding: 'utf8',
      }),
    ) as [string, string | undefined];
    expect(release[0]).toMatch(/^24\./);
    expect(release[1]).toBe('Krypton');

    // The embedded defaults: this is about the runtime, not about the database the run points at.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const child = spawn(node, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 80_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = output.match(/listening on (http:\/\/[\d.:]+)/);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).not.toContain('Unsupported runtime');
    expect(output).not.toMatch(/WARNING/i);
  }, 120_000);
});
