import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const work = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the PGlite data folder lock', () => {
  it('lets one holder in at a time and frees the folder on release', () => {
    const dir = path.join(work, 'one');
    const release = lockDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'server',
    });
    expect(() => lockDataDir(dir, 'backup')).toThrow(DataDirInUseError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir, 'backup')();
  });

  it('refuses while another live process holds it, naming the process', async () => {
    const dir = path.join(work, 'two');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(
        `${dir}.lock`,
        JSON.stringify({
          pid: other.pid,
          hostname: hostname(),
          purpose: 'main.ts',
          since: '2026-01-01T00:00:00Z',
        }),
      );
      expect(() => lockDataDir(dir, 'restore')).toThrow(
        new RegExp(
          `in use by process ${other.pid} \\(main.ts, since 2026-01-01T00:00:00Z\\)\\. Stop the server first`,
        ),
      );
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill();
      await exited;
    }
    // Its process is gone (a crash leaves the file behind): the lock is taken over.
    const release = lockDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by an earlier process that had our PID (a restarted container) or is unreadable', () => {
    const dir = path.join(work, 'three');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: process.pid, hostname: hostname(), purpose: 'old', since: 'x' }),
    );
    lockDataDir(dir, 'server')();
    writeFileSync(`${dir}.lock`, '{"pid":');
    lockDataDir(dir, 'server')();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
