import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import { es } from '@portal/i18n/catalogues/es';
import { and, eq } from 'drizzle-orm';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions } from '../../../test/helpers/fhir-validator';
import { expectValid, type FhirWorld, fhirWorld, stop } from '../../../test/helpers/fhir-world';
import { auditEvents } from '../../db/schema/index';

/**
 * Who may read what through the FHIR API: a center's staff only their center (another center's
 * search is empty, its read 404), no token 401, a patient's token 403, a parameter not served or
 * a value that cannot be read 400; every failure an OperationOutcome in the caller's language; every
 * read of patient data one audit row.
 */
describe('the FHIR R4 API: scope, refusals and audit', () => {
  let w: FhirWorld;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${w.base}${path}`, { headers });
  const outcomeOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const body = (await res.json()) as OperationOutcome;
    expect(body.resourceType).toBe('OperationOutcome');
    expectValid([body]);
    return body.issue[0];
  };
  const staffA = () => ({ authorization: `Bearer ${w.a.staff.token}` });

  beforeAll(loadFhirDefinitions, 60_000);
  beforeAll(async () => {
    w = await fhirWorld();
  }, 120_000);
  afterAll(() => stop(w?.server));

  it("gives center B's staff nothing of center A: searches are empty, reads are 404", async () => {
    const client = new Client({ baseUrl: w.base, bearerToken: w.b.staff.token });
    const aPatient = w.p.membership.id;
    for (const [resourceType, searchParams] of [
      ['Patient', { identifier: aPatient }],
      ['Observation', { patient: aPatient }],
      ['QuestionnaireResponse', { patient: aPatient }],
      ['Consent', { patient: aPatient }],
    ] as const) {
      const bundle = (await client.search({ resourceType, searchParams })) as unknown as Bundle;
      expect(bundle.entry ?? [], resourceType).toEqual([]);
    }
    // B's own searches hold B's patient and never A's.
    const everything = JSON.stringify(
      await client.search({ resourceType: 'Observation', searchParams: { _count: 200 } }),
    );
    expect(everything).toContain(w.far.membership.id);
    expect(everything).not.toContain(aPatient);
    const patients = JSON.stringify(await client.search({ resourceType: 'Patient' }));
    expect(patients).not.toContain(aPatient);

    const aClient = new Client({ baseUrl: w.base, bearerToken: w.a.staff.token });
    const [observation] =
      (
        (await aClient.search({
          resourceType: 'Observation',
          searchParams: { patient: aPatient, code: '44261-6' },
        })) as unknown as Bundle
      ).entry ?? [];
    const [response] =
      (
        (await aClient.search({
          resourceType: 'QuestionnaireResponse',
          searchParams: { patient: aPatient },
        })) as unknown as Bundle
      ).entry ?? [];
    const [consent] =
      (
        (await aClient.search({
          resourceType: 'Consent',
          searchParams: { patient: aPatient },
        })) as unknown as Bundle
      ).entry ?? [];
    for (const path of [
      `/Patient/${aPatient}`,
      `/Observation/${observation?.resource?.id}`,
      `/QuestionnaireResponse/${response?.resource?.id}`,
      `/Consent/${consent?.resource?.id}`,
      `/Organization/${w.a.center.id}`,
      `/Practitioner/${w.a.staff.row.id}`,
    ]) {
      const issue = await outcomeOf(await get(path, { authorization: `Bearer ${w.b.staff.token}` }), 404);
      expect(issue?.code, path).toBe('not-found');
      expect((await get(path, staffA())).status, path).toBe(200);
    }
  });

  it('refuses a call without a token (401), and patients, experts and support (403)', async () => {
    const issue = await outcomeOf(await get(`/Patient/${w.p.membership.id}`), 401);
    expect(issue?.code).toBe('login');
    expect(issue?.diagnostics).toBe(messages.unauthorized);
    expect((await get('/Observation')).headers.get('www-authenticate')).toMatch(/^Bearer/);
    await outcomeOf(await get('/Patient', { authorization: 'Bearer not-a-token' }), 401);
    for (const token of [w.p.user.token, w.a.expert.token, w.a.support.token]) {
      const refused = await outcomeOf(await get('/Patient', { authorization: `Bearer ${token}` }), 403);
      expect(refused?.code).toBe('forbidden');
    }
  });

  it('refuses parameters it does not serve and values it cannot read (400), naming the parameter', async () => {
    for (const [query, name, code] of [
      ['/Patient?gender=female', 'gender', 'not-supported'],
      ['/Patient?name:exact=Jamie', 'name:exact', 'not-supported'],
      ['/Observation?date=2025-13-01', 'date', 'invalid'],
      ['/Observation?date=sa2025-01-01', 'date', 'invalid'],
      ['/Observation?date=2025-01-01T10:00', 'date', 'invalid'],
      ['/Observation?_count=0', '_count', 'invalid'],
      ['/Observation?_count=ten', '_count', 'invalid'],
      ['/Observation?_cursor=bm90IGFuIGlk%21', '_cursor', 'invalid'],
      ['/Patient?_cursor=YWJj', '_cursor', 'invalid'],
      ['/Consent?_sort=date', '_sort', 'not-supported'],
    ] as const) {
      const issue = await outcomeOf(await get(query, staffA()), 400);
      expect(issue?.expression, query).toEqual([name]);
      expect(issue?.code, query).toBe(code);
    }
  });

  it('answers an unknown type 404, a write 405, a client that reads no JSON 406, and in Spanish when asked', async () => {
    expect((await outcomeOf(await get('/Encounter', staffA()), 404))?.diagnostics).toBe(
      messages.fhirUnknownType,
    );
    const write = await fetch(`${w.base}/Patient`, {
      method: 'POST',
      headers: { ...staffA(), 'content-type': 'application/fhir+json' },
      body: '{}',
    });
    expect((await outcomeOf(write, 405))?.diagnostics).toBe(messages.fhirReadOnly);
    expect(
      (await outcomeOf(await get('/Patient', { ...staffA(), accept: 'application/fhir+xml' }), 406))?.code,
    ).toBe('not-supported');
    expect((await outcomeOf(await get('/metadata?_format=xml'), 406))?.diagnostics).toBe(
      messages.fhirJsonOnly,
    );
    const plain = await get('/metadata', { accept: 'application/json' });
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    const spanish = await outcomeOf(
      await get('/Patient?gender=x', { ...staffA(), 'accept-language': 'es' }),
      400,
    );
    expect(spanish?.diagnostics).toBe(es.fhirUnknownParameter);
    expect(spanish?.details?.text).toBe(es.fhirUnknownParameter);
    expect((await outcomeOf(await get('/Patient'), 401))?.diagnostics).toBe(messages.unauthorized);
  });

  it('writes an audit row for every read and search of patient data, against the patient it is about', async () => {
    const db = w.server.deps.database.db;
    const rowsOf = (action: string) =>
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.treatmentCenterId, w.a.center.id), eq(auditEvents.action, action)));
    /** The rows of `action` written while `call` ran. */
    const written = async (action: string, call: () => Promise<Response>) => {
      const before = new Set((await rowsOf(action)).map((r) => r.id));
      await call();
      return (await rowsOf(action)).filter((r) => !before.has(r.id));
    };
    const id = w.p.membership.id;
    const reads = await written('fhir.read', () => get(`/Patient/${id}`, staffA()));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      resourceType: 'membership',
      resourceId: id,
      actorSubject: w.a.staff.row.subject,
      outcome: 'success',
      detail: { type: 'Patient', id },
    });

    const searches = await written('fhir.search', () =>
      get(`/Observation?patient=Patient/${id}&code=44261-6`, staffA()),
    );
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ resourceType: 'membership', resourceId: id });
    expect(searches[0]?.detail).toMatchObject({
      type: 'Observation',
      params: ['code', 'patient'],
      returned: 1,
      patients: [id],
    });
    // Names are PHI: a name search keeps the parameter's name, never the words.
    const [byName] = await written('fhir.search', () => get('/Patient?name=Jamie', staffA()));
    expect(JSON.stringify(byName?.detail)).not.toContain('Jamie');
    expect(byName?.detail).toMatchObject({ type: 'Patient', params: ['name'], ids: [id] });
    // A refused read writes nothing: B's staff, an unknown id.
    expect(
      await written('fhir.read', () => get(`/Patient/${id}`, { authorization: `Bearer ${w.b.staff.token}` })),
    ).toEqual([]);
    expect(
      await written('fhir.read', () => get('/Patient/00000000-0000-4000-8000-000000000000', staffA())),
    ).toEqual([]);
  });
});
