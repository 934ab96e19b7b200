import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Thrown when another process (a running server, a backup) already holds the PGlite folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface Holder {
  pid: number;
  hostname: string;
  purpose: string;
  since: string;
}

/** Folders this process holds right now (PID reuse in containers makes our own PID ambiguous). */
const heldHere = new Set<string>();

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it. This takes a
 * lock file beside the folder (`<dataDir>.lock`, created exclusively) and returns its release.
 * A lock left by a process that no longer runs on this host is taken over; one written on another
 * host (a previous container) cannot be checked and is taken over too, so the guard is per host.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (heldHere.has(file))
      throw inUse(dataDir, { pid: process.pid, hostname: hostname(), purpose, since: '' });
    const me: Holder = { pid: process.pid, hostname: hostname(), purpose, since: new Date().toISOString() };
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      return () => {
        if (!heldHere.delete(file)) return;
        const holder = readHolder(file);
        if (holder && holder.pid === me.pid && holder.since === me.since) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder && isRunningHere(holder)) throw inUse(dataDir, holder);
      try {
        unlinkSync(file); // stale: its process is gone
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
    }
  }
  throw new DataDirInUseError(`Could not lock the database folder ${dataDir}: ${file} keeps reappearing.`);
}

function inUse(dataDir: string, holder: Holder) {
  return new DataDirInUseError(
    `The database folder ${dataDir} is in use by process ${holder.pid} (${holder.purpose}${
      holder.since ? `, since ${holder.since}` : ''
    }). Stop the server first: PGlite allows one process at a time.`,
  );
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      hostname: String(parsed.hostname ?? ''),
      purpose: String(parsed.purpose ?? ''),
      since: String(parsed.since ?? ''),
    };
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

function isRunningHere(holder: Holder): boolean {
  if (holder.hostname !== hostname() || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
