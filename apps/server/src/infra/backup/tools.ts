import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export class BackupError extends Error {
  override name = 'BackupError';
}

interface RunOptions {
  env?: Record<string, string | undefined>;
  /** Written to the command's stdin before `pipeFrom` (if any), then stdin is closed. */
  input?: string;
  /** Streamed into stdin after `input`. */
  pipeFrom?: Readable;
}

/** Runs a command without a shell; rejects with its stderr when it fails. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err) => {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      reject(new BackupError(missing ? `${command} is not installed (or not on PATH).` : err.message));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
    child.stdin.on('error', () => undefined); // the child's exit code tells what went wrong
    if (options.input) child.stdin.write(options.input);
    if (options.pipeFrom) options.pipeFrom.pipe(child.stdin);
    else child.stdin.end();
  });
}

/**
 * Connection settings for the PostgreSQL client tools: the URL without its password (which
 * would show in `ps`), and the password through PGPASSWORD.
 */
export function pgConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The major version a client tool reports, e.g. "pg_dump (PostgreSQL) 15.20" → 15. */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<number> {
  const out = await run(tool, ['--version']);
  const match = out.match(/(\d+)(?:\.\d+)?/);
  if (!match?.[1]) throw new BackupError(`Cannot read the version of ${tool}: ${out.trim()}`);
  return Number(match[1]);
}
