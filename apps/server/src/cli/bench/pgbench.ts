/**
 * pgbench runs of `npm run bench`: the database's own throughput for the SQL the API runs, the
 * baseline of the search and detail ratios. Scripts are written to a temporary folder; pgbench picks
 * one script per transaction at random (equal weights), so a list of terms becomes a mix of scripts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pgbenchVersion(): Promise<string> {
  const { stdout } = await run('pgbench', ['--version']);
  return stdout.trim();
}

export interface PgbenchResult {
  tps: number;
  transactions: number;
  /** Each transaction's latency in ms, with `latencies: true` (pgbench's per-transaction log). */
  latenciesMs?: number[];
}

/** `scripts`: pgbench script texts (SQL and meta-commands). Extended protocol, as node-postgres. */
export async function pgbench(
  url: string,
  scripts: string[],
  options: { clients: number; seconds: number; latencies?: boolean },
): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbench-'));
  try {
    const args = [
      '-n',
      '-M',
      'extended',
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(options.seconds),
    ];
    scripts.forEach((text, i) => {
      const file = path.join(dir, `s${i}.sql`);
      writeFileSync(file, text);
      args.push('-f', `${file}@1`);
    });
    // The log's third field is the transaction's latency in µs (one file per pgbench thread).
    if (options.latencies) args.push('-l', `--log-prefix=${path.join(dir, 'latency')}`);
    args.push(url);
    const { stdout } = await run('pgbench', args, { maxBuffer: 16 * 1024 * 1024 });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const count = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const result: PgbenchResult = { tps: Number(tps[1]), transactions: Number(count?.[1] ?? 0) };
    if (options.latencies) {
      result.latenciesMs = readdirSync(dir)
        .filter((f) => f.startsWith('latency'))
        .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A drizzle query's SQL with its bind parameters written as literals, one statement per line (pgbench
 * scripts end a statement at the end of a line). Benchmark values only: strings and numbers.
 */
export function inlineSql(text: string, params: unknown[]): string {
  const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
    throw new Error(`cannot inline parameter ${n} (${typeof v})`);
  });
  return literal.replace(/\s+/g, ' ').trim();
}
