import type { Bundle, CapabilityStatement, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions } from '../../../test/helpers/fhir-validator';
import { expectValid, type FhirWorld, fhirWorld, stop } from '../../../test/helpers/fhir-world';
import { createUser } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { auditEvents, checkIns, fhirExports, users } from '../../db/schema/index';
import { claimExport, progressOf } from './bulk-repository';
import { sweepExpiredExports } from './bulk-runner';
import { runExport } from './bulk-worker';

/**
 * Bulk Data export (issue 40 item 4) against the listening app: kick-off, polling, the manifest and
 * every file (each line a resource the independent validator accepts), `_type` and `_since`, the
 * refusals, another caller's 404s, DELETE, expiry and the sweep, a caller that lost its access.
 * Files hold at most 7 resources here, so the center's Observations take several.
 */

interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: unknown[];
}

const FILE_RESOURCES = 7;

describe('FHIR Bulk Data export', () => {
  let w: FhirWorld;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const staffA = () => bearer(w.a.staff.token);
  const asyncHeaders = (auth: Record<string, string>) => ({
    ...auth,
    accept: 'application/fhir+json',
    prefer: 'respond-async',
  });
  const get = (url: string, headers: Record<string, string>) =>
    fetch(url.startsWith('http') ? url : `${w.base}${url}`, { headers });

  async function kickOff(path: string, auth = staffA()) {
    const res = await get(path, asyncHeaders(auth));
    expect(res.status, await res.clone().text()).toBe(202);
    const location = res.headers.get('content-location') ?? '';
    expect(location).toMatch(new RegExp(`^${w.base}/bulk-status/[0-9a-f-]{36}$`));
    return location;
  }

  async function poll(location: string, auth = staffA()): Promise<Response> {
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await get(location, auth);
      if (res.status !== 202) return res;
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('x-progress')).toBeTruthy();
      if (Date.now() > until) throw new Error('the export did not finish in 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function manifestOf(location: string, auth = staffA()): Promise<Manifest> {
    const res = await poll(location, auth);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('expires')).toBeTruthy();
    return (await res.json()) as Manifest;
  }

  /** Every line of a file, parsed; the file's type and count as the manifest says. */
  async function download(file: Manifest['output'][number], auth = staffA()): Promise<Resource[]> {
    const res = await get(file.url, { ...auth, accept: 'application/fhir+ndjson' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+ndjson/);
    const text = await res.text();
    expect(text.endsWith('\n')).toBe(true);
    const resources = text
      .slice(0, -1)
      .split('\n')
      .map((line) => JSON.parse(line) as Resource);
    expect(resources).toHaveLength(file.count);
    for (const r of resources) expect(r.resourceType).toBe(file.type);
    return resources;
  }

  /** What a search gives the same caller, every page followed. */
  async function searchAll(type: string, auth = staffA()): Promise<string[]> {
    const ids: string[] = [];
    let url: string | undefined = `${w.base}/${type}?_count=200`;
    while (url) {
      const bundle = (await (await get(url, auth)).json()) as Bundle;
      for (const e of bundle.entry ?? []) ids.push(e.resource?.id ?? '');
      url = bundle.link?.find((l) => l.relation === 'next')?.url;
    }
    return ids.sort();
  }

  const outcomeOf = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const body = (await res.json()) as OperationOutcome;
    expectValid([body]);
    return body.issue[0];
  };

  const jobOf = async (location: string) => {
    const id = location.split('/').pop() as string;
    const [row] = await w.server.deps.database.db.select().from(fhirExports).where(eq(fhirExports.id, id));
    return row;
  };

  /** A new queued job with a finished one's request and caller, for a test to claim and run itself. */
  const queuedCopyOf = async (location: string) => {
    const [queued] = await w.server.deps.database.db
      .insert(fhirExports)
      .values({
        ...(await jobOf(location)),
        id: undefined,
        status: 'queued',
        progress: {},
        leaseOwner: null,
        leaseUntil: null,
        attempts: 0,
        completedAt: null,
        createdAt: new Date(0),
      } as never)
      .returning();
    return queued;
  };

  beforeAll(loadFhirDefinitions, 60_000);
  beforeAll(async () => {
    w = await fhirWorld({ FHIR_EXPORT_FILE_RESOURCES: String(FILE_RESOURCES) });
  }, 120_000);
  afterAll(() => stop(w?.server));

  it("exports the center as a Group: every type in files of at most N, each line valid, equal to the caller's searches", async () => {
    const location = await kickOff(`/Group/${w.a.center.id}/$export`);
    const manifest = await manifestOf(location);
    expect(manifest.requiresAccessToken).toBe(true);
    expect(manifest.error).toEqual([]);
    expect(manifest.request).toBe(`${w.base}/Group/${w.a.center.id}/$export`);
    expect(Date.parse(manifest.transactionTime)).not.toBeNaN();

    const byType = new Map<string, Resource[]>();
    for (const file of manifest.output) {
      expect(file.url).toMatch(new RegExp(`^${w.base}/bulk-files/`));
      expect(file.count).toBeLessThanOrEqual(FILE_RESOURCES);
      const resources = await download(file);
      expectValid(resources);
      byType.set(file.type, [...(byType.get(file.type) ?? []), ...resources]);
    }
    expect([...byType.keys()].sort()).toEqual(['Consent', 'Observation', 'Patient', 'QuestionnaireResponse']);
    // Observations fill several files; the content is what the caller's searches give, each once.
    expect(manifest.output.filter((f) => f.type === 'Observation').length).toBeGreaterThan(2);
    for (const [type, resources] of byType) {
      const ids = resources.map((r) => r.id ?? '').sort();
      expect(new Set(ids).size, type).toBe(ids.length);
      expect(ids, type).toEqual(await searchAll(type));
    }
    // Center B's patient is nowhere.
    expect(JSON.stringify([...byType.values()])).not.toContain(w.far.membership.id);

    // One audit row for the kick-off; the pages' own search rows, under the same caller.
    const db = w.server.deps.database.db;
    const job = await jobOf(location);
    const kick = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fhir.export'), sql`${auditEvents.detail}->>'job' = ${job?.id}`));
    expect(kick).toHaveLength(1);
    expect(kick[0]?.actorSubject).toBe(w.a.staff.row.subject);
    const pages = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'fhir.search'),
          eq(auditEvents.actorSubject, w.a.staff.row.subject),
          sql`${auditEvents.at} >= ${job?.transactionTime}`,
        ),
      );
    expect(pages.length).toBeGreaterThanOrEqual(manifest.output.length);
  });

  it('lists $export on Patient and Group in the CapabilityStatement', async () => {
    const statement = (await (await get('/metadata', {})).json()) as CapabilityStatement;
    expectValid([statement]);
    expect(statement.instantiates).toContain('http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data');
    const ops = (type: string) =>
      statement.rest?.[0]?.resource?.find((r) => r.type === type)?.operation?.map((o) => o.definition);
    expect(ops('Patient')).toEqual(['http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export']);
    expect(ops('Group')).toEqual(['http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export']);
  });

  it('exports Patient/$export with _type (only those types) and _since (only what changed after)', async () => {
    const typed = await manifestOf(
      await kickOff('/Patient/$export?_type=Patient,Consent&_outputFormat=ndjson'),
    );
    expect([...new Set(typed.output.map((f) => f.type))].sort()).toEqual(['Consent', 'Patient']);

    const since = new Date();
    await new Promise((r) => setTimeout(r, 20));
    const newcomer = await createPatient(w.server, w.a.center.id, { firstName: 'New', lastName: 'Comer' });
    const changed = await manifestOf(
      await kickOff(
        `/Patient/$export?_type=Patient&_since=${encodeURIComponent(since.toISOString())}&_outputFormat=${encodeURIComponent('application/fhir+ndjson')}`,
      ),
    );
    const patients = (await Promise.all(changed.output.map((f) => download(f)))).flat();
    expect(patients.map((p) => p.id)).toEqual([newcomer.id]);
  });

  it('refuses what it does not serve: 400 OperationOutcomes naming the parameter; another center as Group: 404', async () => {
    const noPrefer = await get('/Patient/$export', { ...staffA(), accept: 'application/fhir+json' });
    expect((await outcomeOf(noPrefer, 400))?.diagnostics).toBe(messages.fhirExportAsyncOnly);
    for (const [query, expression, code] of [
      ['_outputFormat=text/csv', '_outputFormat', 'invalid'],
      ['_type=Organization', '_type', 'invalid'],
      ['_type=Patient,Nope', '_type', 'invalid'],
      ['_since=yesterday', '_since', 'invalid'],
      ['_since=2025-01-01', '_since', 'invalid'],
      ['_elements=id', '_elements', 'not-supported'],
      ['_typeFilter=Observation%3Fcode%3Dx', '_typeFilter', 'not-supported'],
      ['patient=Patient/x', 'patient', 'not-supported'],
    ] as const) {
      const issue = await outcomeOf(await get(`/Patient/$export?${query}`, asyncHeaders(staffA())), 400);
      expect(issue?.expression, query).toEqual([expression]);
      expect(issue?.code, query).toBe(code);
    }
    await outcomeOf(await get(`/Group/${w.b.center.id}/$export`, asyncHeaders(staffA())), 404);
    await outcomeOf(await get('/Group/not-a-center/$export', asyncHeaders(staffA())), 404);
    // No token: 401; a patient's: 403 (as every FHIR route).
    await outcomeOf(await get('/Patient/$export', asyncHeaders({})), 401);
    await outcomeOf(await get('/Patient/$export', asyncHeaders(w.p.auth)), 403);
  });

  it("keeps the status and files to their caller: another center's staff, or another staff member, get 404", async () => {
    const location = await kickOff(`/Group/${w.a.center.id}/$export?_type=Patient`);
    const manifest = await manifestOf(location);
    const file = manifest.output[0]?.url as string;
    for (const other of [bearer(w.b.staff.token), bearer(w.b.owner.token), bearer(w.a.owner.token)]) {
      await outcomeOf(await get(location, other), 404);
      await outcomeOf(await get(file, other), 404);
      await outcomeOf(await fetch(location, { method: 'DELETE', headers: other }), 404);
    }
    await outcomeOf(await get(file, {}), 401);
    await outcomeOf(
      await get(`${w.base}/bulk-files/${location.split('/').pop()}/Patient-9.ndjson`, staffA()),
      404,
    );
    // Still there for its caller.
    expect((await get(location, staffA())).status).toBe(200);
  });

  it('cancels on DELETE (202): the status is then 404 and the files are gone', async () => {
    const location = await kickOff(`/Group/${w.a.center.id}/$export?_type=Observation`);
    const manifest = await manifestOf(location);
    const keys = (progressOf((await jobOf(location)) as never).Observation?.files ?? []).map((f) => f.key);
    expect(keys.length).toBe(manifest.output.length);
    const res = await fetch(location, { method: 'DELETE', headers: staffA() });
    expect(res.status).toBe(202);
    await outcomeOf(await get(location, staffA()), 404);
    await outcomeOf(await get(manifest.output[0]?.url as string, staffA()), 404);
    for (const key of keys) expect(await w.server.deps.storage.head(key)).toBeNull();
  });

  it('lets outputs expire: 404 once past, and the sweep removes the job and its files', async () => {
    const location = await kickOff(`/Group/${w.a.center.id}/$export?_type=Patient`);
    const manifest = await manifestOf(location);
    const job = await jobOf(location);
    const keys = (progressOf(job as never).Patient?.files ?? []).map((f) => f.key);
    const db = w.server.deps.database.db;
    await db
      .update(fhirExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fhirExports.id, job?.id as string));
    await outcomeOf(await get(location, staffA()), 404);
    await outcomeOf(await get(manifest.output[0]?.url as string, staffA()), 404);
    expect(await sweepExpiredExports({ db, storage: w.server.deps.storage })).toBeGreaterThanOrEqual(1);
    expect(await jobOf(location)).toBeUndefined();
    for (const key of keys) expect(await w.server.deps.storage.head(key)).toBeNull();
  });

  it('closes a file at its byte cap, whatever its count: a page per file at a cap of 1 byte, nothing lost', async () => {
    const db = w.server.deps.database.db;
    // More Observations than a first page (50) holds: 60 days of March–April 2024 for p.
    await db.insert(checkIns).values(
      Array.from({ length: 60 }, (_, i) => ({
        treatmentCenterId: w.a.center.id,
        membershipId: w.p.membership.id,
        date: new Date(Date.UTC(2024, 2, 1 + i)).toISOString().slice(0, 10),
        mood: 90,
        presetMessage: 1,
        presetMessageText: 'A calm day',
      })),
    );
    const location = await kickOff(`/Group/${w.a.center.id}/$export?_type=Observation`);
    await manifestOf(location);
    const queued = await queuedCopyOf(location);
    const claimed = await claimExport(db, 'bytes-owner', new Date(Date.now() + 30_000), new Date());
    expect(claimed?.id).toBe(queued?.id);
    const outcome = await runExport(
      {
        db,
        storage: w.server.deps.storage,
        fileResources: 100_000,
        fileBytes: 1,
        owner: 'bytes-owner',
        leaseUntil: () => new Date(Date.now() + 30_000),
        lost: () => false,
      },
      claimed as NonNullable<typeof claimed>,
    );
    expect(outcome).toBe('done');
    const [done] = await db
      .select()
      .from(fhirExports)
      .where(eq(fhirExports.id, queued?.id as string));
    const files = progressOf(done as NonNullable<typeof done>).Observation?.files ?? [];
    // Every file took one page (the first asks for 50, the next for all that is left); without the
    // cap the one file would hold them all. Together, every Observation once.
    const all = await searchAll('Observation');
    expect(files.map((f) => f.count)).toEqual([50, all.length - 50]);
    expect(files.reduce((n, f) => n + f.count, 0)).toBe(all.length);
    for (const f of files) expect((await w.server.deps.storage.head(f.key))?.size).toBeGreaterThan(0);
  });

  it('fails (500 OperationOutcome) an export whose caller may no longer read the center', async () => {
    const leaving = await createUser(w.server, { treatmentCenterId: w.a.center.id, firstName: 'Lee' });
    const db = w.server.deps.database.db;
    // The job as a kick-off stores it, then the account disabled before any instance runs it.
    const location = await kickOff(`/Group/${w.a.center.id}/$export?_type=Patient`, bearer(leaving.token));
    await poll(location, bearer(leaving.token));
    const queued = await queuedCopyOf(location);
    await db.update(users).set({ active: false }).where(eq(users.id, leaving.row.id));
    const claimed = await claimExport(db, 'test-owner', new Date(Date.now() + 30_000), new Date());
    expect(claimed?.id).toBe(queued?.id);
    const outcome = await runExport(
      {
        db,
        storage: w.server.deps.storage,
        fileResources: FILE_RESOURCES,
        fileBytes: 1024 * 1024,
        owner: 'test-owner',
        leaseUntil: () => new Date(Date.now() + 30_000),
        lost: () => false,
      },
      claimed as NonNullable<typeof claimed>,
    );
    expect(outcome).toBe('failed');
    await db.update(users).set({ active: true }).where(eq(users.id, leaving.row.id));
    const failed = await get(`${w.base}/bulk-status/${queued?.id}`, bearer(leaving.token));
    expect((await outcomeOf(failed, 500))?.diagnostics).toBe(messages.fhirExportCallerGone);
  });
});
