import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/helpers/server';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, reports not ready while draining, then refuses new connections', async () => {
    const server = await createTestServer();
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const arrived = new Promise<void>((r) => {
      entered = r;
    });
    server.app.get('/v3/_slow', async () => {
      await new Promise<void>((r) => {
        release = r;
        entered();
      });
      return { done: true };
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/v3/_slow`);
    // In flight for sure: the handler has it (a fixed pause lost the race on a loaded machine).
    await arrived;
    const closing = server.close();
    expect(server.app.lifecycle.draining).toBe(true);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an invalid configuration with a clear message', async () => {
    const { code, output } = await runMain({ PORT: 'not-a-port' }, dataDir);
    expect(code).toBe(78);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
  });

  it('starts, answers, and exits cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_DIR: dataDir,
      },
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 50_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = output.match(/listening on (http:\/\/[\d.:]+)/);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});

function runMain(
  env: Record<string, string>,
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}
