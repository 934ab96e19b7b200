/**
 * Child processes of `npm run bench`: each server under test runs in a process of its own, so its
 * CPU time can be read alone from /proc.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

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
