/**
 * Child processes of `npm run bench`: each server under test runs in a process of its own, so its
 * CPU time can be read alone from /proc.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU seconds a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", field 3 of stat(5) is index 0: utime is field 14, stime 15.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** Forks a file of this folder under tsx; resolves once it sends `{ port }`. */
export function start(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, file), [], {
      // BENCH_CPU_PROF_DIR: each server under test writes a V8 CPU profile there when it stops
      // (docs/performance.md: how the profiles behind each change were taken).
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
          : []),
      ],
      env: { ...process.env, ...env },
      // The server's request log goes to its stdout: written (its cost is measured), not shown.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error(`${file} did not start within 120 s`)), 120_000);
    child.once('message', (m: { port: number }) => {
      clearTimeout(timer);
      resolve({ child, port: m.port });
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
