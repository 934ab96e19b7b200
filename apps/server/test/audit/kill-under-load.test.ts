import type { ChildProcess } from 'node:child_process';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { verifyChain } from '../../src/audit/chain';
import { auditEvents } from '../../src/db/schema/index';
import { kill, onEveryTarget, seedBefore, startServer, type Target } from '../helpers/child-server';
import { createCenter } from '../helpers/fixtures';
import { createPatient } from '../helpers/patients';

/**
 * Issue 23: reads' audit rows are group-committed, and a read answers only once its row is durable.
 * This kills the real server (SIGKILL, no shutdown hook runs) while it serves concurrent patient
 * reads, opens the database again, and checks that every 2xx the client received has its audit row
 * (by the x-request-id the response carried) and that the audit chain still verifies.
 */

const CONNECTIONS = 16;
/** Load runs until this many reads answered 2xx (many group commits), at most LOAD_MAX_MS. */
const LOAD_ANSWERS = 150;
const LOAD_MAX_MS = 20_000;

/** A center, a staff member's token and some patients, written before the server starts. */
function seed(target: Target) {
  return seedBefore(target, async (server) => {
    const center = await createCenter(server);
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push((await createPatient(server, center.center.id)).id);
    return { auth: center.staff.auth.authorization, patients };
  });
}

/** Concurrent profile reads and searches until the server dies; the request ids of every 2xx. */
async function loadUntilKilled(url: string, auth: string, patients: string[], child: ChildProcess) {
  const ok: string[] = [];
  let failed = 0;
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const path =
        i % 3 === 2
          ? `/v3/memberships?by_name=Patient&offset=0`
          : `/v3/memberships/${patients[(w + i) % patients.length]}`;
      try {
        const res = await fetch(`${url}${path}`, { headers: { authorization: auth } });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) {
          const id = res.headers.get('x-request-id');
          if (!id) throw new Error('a 2xx without x-request-id');
          ok.push(id);
        } else failed++;
      } catch {
        // The server is gone: this worker is done.
        return;
      }
    }
  };
  // The first requests of a fresh process are slow (compiling, the first queries): warm up first,
  // so the kill lands in steady load.
  for (const warmUp of [`/v3/memberships/${patients[0]}`, '/v3/memberships?by_name=Patient&offset=0']) {
    const res = await fetch(`${url}${warmUp}`, { headers: { authorization: auth } });
    if (res.status !== 200) throw new Error(`warm-up ${warmUp}: ${res.status} ${await res.text()}`);
    ok.push(res.headers.get('x-request-id') ?? '');
  }
  const workers = Array.from({ length: CONNECTIONS }, (_, w) => worker(w));
  const started = Date.now();
  while (ok.length < LOAD_ANSWERS && Date.now() - started < LOAD_MAX_MS) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await kill(child);
  stop = true;
  await Promise.all(workers);
  return { ok, failed };
}

async function killUnderLoad(target: Target) {
  const { auth, patients } = await seed(target);
  const { child, url } = await startServer(target.env);
  let result: Awaited<ReturnType<typeof loadUntilKilled>>;
  try {
    result = await loadUntilKilled(url, auth, patients, child);
  } finally {
    await kill(child);
  }
  const { ok, failed } = result;
  expect(failed).toBe(0);
  // The load did reach the server: enough answers to have crossed many group commits.
  expect(ok.length).toBeGreaterThan(50);

  const database = await target.open();
  try {
    const found = new Set<string>();
    for (let i = 0; i < ok.length; i += 1000) {
      const ids = ok.slice(i, i + 1000);
      const rows = await database.db
        .select({ id: auditEvents.requestId })
        .from(auditEvents)
        .where(inArray(auditEvents.requestId, ids));
      for (const r of rows) if (r.id) found.add(r.id);
    }
    const missing = ok.filter((id) => !found.has(id));
    expect(missing).toEqual([]);
    const report = await verifyChain(database.db);
    expect(report.problem).toBeNull();
    expect(report.ok).toBe(true);
  } finally {
    await database.close();
  }
}

describe('audit rows of reads survive a SIGKILL under load', () => {
  onEveryTarget(killUnderLoad);
});
