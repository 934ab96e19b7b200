import type { ChildProcess } from 'node:child_process';
import type { Resource } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  kill,
  onEveryTarget,
  seedBefore,
  startServer,
  type Target,
} from '../../../test/helpers/child-server';
import { createCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { checkIns, fhirExports } from '../../db/schema/index';

/**
 * Issue 40 item 4: an export survives the death of the instance running it. The real server runs
 * as child processes on one database; the one running the export is killed (SIGKILL: no shutdown
 * hook, its lease simply stops being renewed) once some files are written. Another instance (on
 * PostgreSQL a second one already running; on PGlite, whose folder one process opens at a time,
 * the server started again) claims the job when the lease expires and finishes it from the
 * recorded progress: every Observation exactly once. The status URL then answers on every instance.
 */

const PATIENTS = 20;
const DAYS = 250;
const ENV = { FHIR_EXPORT_LEASE_SECONDS: '2', FHIR_EXPORT_FILE_RESOURCES: '100' };

interface Manifest {
  output: { type: string; url: string; count: number }[];
}

function seed(target: Target) {
  return seedBefore(target, async (server) => {
    const center = await createCenter(server);
    const db = server.deps.database.db;
    for (let p = 0; p < PATIENTS; p++) {
      const patient = await createPatient(server, center.center.id, {}, { appUse: false });
      const day0 = Date.UTC(2022, 0, 1);
      await db.insert(checkIns).values(
        Array.from({ length: DAYS }, (_, d) => ({
          treatmentCenterId: center.center.id,
          membershipId: patient.id,
          date: new Date(day0 + d * 86_400_000).toISOString().slice(0, 10),
          mood: 80,
          presetMessage: 1,
          presetMessageText: 'Fine',
        })),
      );
    }
    return { centerId: center.center.id, auth: center.staff.auth };
  });
}

async function killMidExport(target: Target) {
  const { centerId, auth } = await seed(target);
  const postgres = !!target.env.DATABASE_URL;
  const env = { ...target.env, ...ENV };
  const children: ChildProcess[] = [];
  const start = async () => {
    const s = await startServer(env);
    children.push(s.child);
    return s;
  };
  try {
    const first = await start();
    // On PostgreSQL the second instance runs from the start; on PGlite it starts after the kill.
    const second = postgres ? await start() : undefined;

    const kick = await fetch(`${first.url}/fhir/R4/Group/${centerId}/$export`, {
      headers: { ...auth, prefer: 'respond-async' },
    });
    expect(kick.status, await kick.clone().text()).toBe(202);
    const location = kick.headers.get('content-location') as string;
    const statusPath = new URL(location).pathname;

    // Wait until some Observation files are written, then kill the instance holding the lease.
    let progress = '';
    for (const until = Date.now() + 60_000; ; ) {
      const res = await fetch(`${first.url}${statusPath}`, { headers: auth });
      expect(res.status, 'the export finished before it could be killed').toBe(202);
      progress = res.headers.get('x-progress') ?? '';
      const written = /^Observation: (\d+) resources/.exec(progress);
      if (written && Number(written[1]) >= 1_000) break;
      if (Date.now() > until) throw new Error(`no progress: ${progress}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    let victim = first;
    if (postgres && second) {
      // The status answers on both instances while it runs.
      expect((await fetch(`${second.url}${statusPath}`, { headers: auth })).status).toBe(202);
      const database = await target.open();
      try {
        const [job] = await database.db.select().from(fhirExports);
        const pid = Number(job?.leaseOwner?.split(':')[1]);
        victim = pid === second.child.pid ? second : first;
      } finally {
        await database.close();
      }
    }
    await kill(victim.child);

    const survivor = postgres ? (victim === first ? second : first) : await start();
    if (!survivor) throw new Error('no survivor');
    let manifest: Manifest | undefined;
    for (const until = Date.now() + 90_000; !manifest; ) {
      const res = await fetch(`${survivor.url}${statusPath}`, { headers: auth });
      if (res.status === 200) manifest = (await res.json()) as Manifest;
      else expect(res.status, await res.clone().text()).toBe(202);
      if (Date.now() > until) throw new Error('the export was not finished by another instance');
      await new Promise((r) => setTimeout(r, 200));
    }

    // Every Observation once, every Patient once, though the first run died halfway.
    const ids = new Map<string, string[]>();
    for (const file of manifest.output) {
      const res = await fetch(file.url.replace(new URL(file.url).origin, survivor.url), { headers: auth });
      expect(res.status).toBe(200);
      const lines = (await res.text()).trim().split('\n');
      expect(lines).toHaveLength(file.count);
      for (const line of lines) {
        const r = JSON.parse(line) as Resource;
        ids.set(r.resourceType, [...(ids.get(r.resourceType) ?? []), r.id as string]);
      }
    }
    const observations = ids.get('Observation') ?? [];
    expect(observations).toHaveLength(PATIENTS * DAYS);
    expect(new Set(observations).size).toBe(PATIENTS * DAYS);
    expect(new Set(ids.get('Patient')).size).toBe(PATIENTS);

    // The killed instance, started again, answers the same status URL with the same manifest.
    const again = postgres ? await start() : survivor;
    const res = await fetch(`${again.url}${statusPath}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Manifest).output).toEqual(manifest.output);

    for (const child of children) await kill(child);
    const database = await target.open();
    try {
      const [job] = await database.db
        .select()
        .from(fhirExports)
        .where(eq(fhirExports.id, statusPath.split('/').pop() as string));
      expect(job?.status).toBe('done');
      expect(job?.attempts).toBe(2);
    } finally {
      await database.close();
    }
  } finally {
    for (const child of children) await kill(child);
  }
}

describe('an export whose instance is killed is finished by another', () => {
  onEveryTarget(killMidExport, 240_000);
});
