/**
 * CPU time of `npm run bench`'s measured processes, from Linux /proc: a server process (all its
 * threads: /proc/<pid>/stat of a process sums them) and the PostgreSQL backends of the bench's own
 * database. The machine's PostgreSQL may serve other databases at the same time (other people's
 * tests), so a backend counts only when its process title names the bench database; background
 * processes shared by every database (walwriter, checkpointer) are not counted.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The fields of a /proc/<pid>/stat line the bench needs; `ticks` is utime + stime. */
export function parseStat(line: string): { pid: number; comm: string; ppid: number; ticks: number } {
  // comm is in parentheses and may hold spaces and ")": the fixed fields start after the last ")".
  const close = line.lastIndexOf(')');
  const fields = line.slice(close + 2).split(' ');
  // fields[0] is field 3 of stat(5) (state): ppid is field 4, utime 14, stime 15.
  return {
    pid: Number.parseInt(line, 10),
    comm: line.slice(line.indexOf('(') + 1, close),
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

/** User + system CPU seconds a process (every thread of it) has used so far. */
export function cpuSeconds(pid: number): number {
  return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks / clockTicks;
}

/**
 * A backend's process title (its /proc cmdline) is `postgres: [cluster: ]user database host state`;
 * the bench database's name is random (`portal_bench_<hex>`), so a whole-word match is enough.
 */
export function isBackendOf(cmdline: string, database: string): boolean {
  return cmdline.startsWith('postgres: ') && cmdline.replaceAll('\0', ' ').includes(` ${database} `);
}

/**
 * CPU ticks used during a window by a changing set of processes, from snapshots (pid → cumulative
 * ticks) taken through it. The first snapshot is the window's start; a pid first seen later was born
 * in the window (all its ticks count); one that disappears keeps its last reading, so a backend that
 * exits mid-window loses only what it used after the last snapshot. A reading lower than the last
 * one is a new process on a reused pid.
 */
export function createTally() {
  const base = new Map<number, number>();
  const last = new Map<number, number>();
  let banked = 0;
  let first = true;
  return {
    add(snapshot: Map<number, number>) {
      for (const [pid, ticks] of snapshot) {
        const prev = last.get(pid);
        if (prev === undefined) base.set(pid, first ? ticks : 0);
        else if (ticks < prev) {
          banked += prev - (base.get(pid) ?? 0);
          base.set(pid, 0);
        }
        last.set(pid, ticks);
      }
      first = false;
    },
    total() {
      let sum = banked;
      for (const [pid, ticks] of last) sum += ticks - (base.get(pid) ?? 0);
      return sum;
    },
    /** How many backends were seen: 0 means PostgreSQL's processes are not visible here. */
    seen: () => last.size,
  };
}

const readOr = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process exited between the listing and the read
  }
};

/** Watches the database's backends every `everyMs` until `stop()`, which gives their CPU seconds. */
export function watchBackends(database: string, everyMs = 50) {
  const ours = new Map<number, boolean>();
  const tally = createTally();
  const snapshot = () => {
    const live = new Map<number, number>();
    const listed = new Set<number>();
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      listed.add(pid);
      let mine = ours.get(pid);
      if (mine === undefined) {
        mine = isBackendOf(readOr(`/proc/${pid}/cmdline`) ?? '', database);
        ours.set(pid, mine);
      }
      if (!mine) continue;
      const stat = readOr(`/proc/${pid}/stat`);
      if (stat) live.set(pid, parseStat(stat).ticks);
    }
    for (const pid of ours.keys()) if (!listed.has(pid)) ours.delete(pid);
    tally.add(live);
  };
  snapshot();
  const timer = setInterval(snapshot, everyMs);
  return {
    stop() {
      clearInterval(timer);
      snapshot();
      return { seconds: tally.total() / clockTicks, backends: tally.seen() };
    },
  };
}

export interface CpuWindow {
  /** Requests answered, or pgbench transactions. */
  count: number;
  /** CPU seconds of the server process(es) in the window (0 for pgbench: it has none). */
  serverSeconds: number;
  /** CPU seconds of the bench database's backends in the window. */
  postgresSeconds: number;
  /** Backends seen in the window (0: PostgreSQL is not on this machine, or not visible). */
  backends: number;
}

/**
 * Runs `run` with the CPU of `pids` and of the database's backends read around it. `settleMs` waits
 * after the run before the last reading, for work the run left behind (the audit trail's seal).
 */
export async function withCpu<T>(
  run: () => Promise<T>,
  count: (result: T) => number,
  options: { database: string; pids?: number[]; settleMs?: number },
): Promise<T & CpuWindow> {
  const pids = options.pids ?? [];
  const server = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverBefore = server();
  const backends = watchBackends(options.database);
  const result = await run();
  if (options.settleMs) await new Promise((r) => setTimeout(r, options.settleMs));
  const pg = backends.stop();
  return {
    ...result,
    count: count(result),
    serverSeconds: server() - serverBefore,
    postgresSeconds: pg.seconds,
    backends: pg.backends,
  };
}
