import type { Bundle, Consent, Resource } from '@medplum/fhirtypes';
import { routes } from '@portal/contracts';
import { INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { answersFor } from '../../../test/helpers/assessments';
import { bundleErrors, loadFhirDefinitions } from '../../../test/helpers/fhir-validator';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, consents, dailyTasks } from '../../db/schema/index';
import { RATE_LIMITS } from '../../http/rate-limits';
import { recordDisclosure } from '../consents/service';

/**
 * The right of access end to end (issue 37 item 6): a patient with check-ins, assessments (due and
 * answered), tasks done, messages with staff, consents and a disclosure downloads their record as a
 * FHIR Bundle that Medplum's validator accepts with zero errors, and as an HTML document in their
 * language with everything they wrote escaped. Each download is an audit row; nobody else's record
 * is reachable.
 */
describe('the patient downloads their record', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  type Patient = Awaited<ReturnType<typeof appPatient>>;
  let p: Patient;
  let other: Patient;
  let foreign: Patient;
  const SCRIPT = '<script>alert("x")</script>';

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const bundleOf = async (auth: Headers) => {
    const res = await call('GET', routes.patientRecordFhir.path, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Bundle;
  };
  const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
    (bundle.entry ?? []).map((e) => e.resource).filter((r): r is T => r?.resourceType === type);

  async function answer(patient: Patient, instrument: InstrumentId, values: Record<string, number> = {}) {
    const list = await call('GET', routes.patientAssessments.path, patient.auth);
    expect(list.statusCode, list.body).toBe(200);
    const due = list.json().due.find((x: { instrument_id: string }) => x.instrument_id === instrument);
    const res = await call('POST', `/patient/assessments/${due.id}/responses`, patient.auth, {
      client_key: `record-${instrument}-${patient.membership.id}`,
      instrument_version: INSTRUMENTS[instrument].version,
      answers: answersFor(instrument, values),
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  // Loading the definitions takes seconds on a busy machine: a hook of its own, with its own time.
  beforeAll(loadFhirDefinitions, 60_000);
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    p = await appPatient(server, a, { firstName: 'Jamie', lastName: 'Rivera', phoneNumber: '+15550100001' });
    other = await appPatient(server, a, { firstName: 'Other', lastName: 'Person' });
    foreign = await appPatient(server, b, { firstName: 'Far', lastName: 'Away' });

    // A check-in in the patient's own words, with markup in them.
    const checkIn = await call('POST', routes.patientCheckIn.path, p.auth, {
      mood: 30,
      preset_message: 1,
      text: `Rough day ${SCRIPT}`,
    });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);
    await call('POST', routes.patientCheckIn.path, other.auth, {
      mood: 100,
      preset_message: 2,
      text: 'OTHER-PATIENT-WORDS',
    });

    // Joining assessments (PHQ-9, BAM-R, BARC-10) come due; two answered, BAM-R left due.
    await answer(p, 'phq-9', { '44250-9': 2, '44255-8': 1 });
    await answer(p, 'barc-10');

    // A task done today.
    const [task] = await db()
      .insert(dailyTasks)
      .values({ treatmentCenterId: a.center.id, title: 'Morning walk', description: 'Twenty minutes' })
      .returning();
    const done = await call('POST', `/patient/tasks/${task?.id}/done`, p.auth);
    expect(done.statusCode, done.body).toBeLessThan(300);

    // Staff write to the patient, the patient answers with markup.
    const channel = await call('POST', '/chat/channels', a.staff.auth, { member_id: p.chatId });
    expect(channel.statusCode, channel.body).toBeLessThan(300);
    const channelId = channel.json().channel?.id ?? channel.json().id;
    const hello = await call('POST', `/chat/channels/${channelId}/messages`, a.staff.auth, {
      text: 'How are you today?',
    });
    expect(hello.statusCode, hello.body).toBe(201);
    const reply = await call('POST', `/chat/channels/${channelId}/messages`, p.auth, {
      text: `Fine ${SCRIPT}`,
    });
    expect(reply.statusCode, reply.body).toBe(201);

    // The app-use consent (signed by appPatient) and one disclosure under it.
    const [signed] = await db()
      .select()
      .from(consents)
      .where(and(eq(consents.membershipId, p.membership.id), eq(consents.kind, 'app-use')));
    if (!signed) throw new Error('no app-use consent');
    await recordDisclosure(db(), {
      centerId: a.center.id,
      membershipId: p.membership.id,
      consentId: signed.id,
      recipient: 'Example Clinic',
      what: 'FHIR Patient, Observation (PHQ-9)',
      purpose: 'Coordination of care',
      disclosedBy: a.owner.row.id,
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('as a FHIR R4 Bundle that validates with zero errors, holding every part of the record', async () => {
    const started = Date.now();
    const res = await call('GET', routes.patientRecordFhir.path, p.auth);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const bundle = res.json() as Bundle;
    expect(bundle.type).toBe('collection');
    expect(bundleErrors(bundle)).toEqual([]);

    const count = (type: Resource['resourceType']) => ofType(bundle, type).length;
    expect(count('Patient')).toBe(1);
    expect(count('Organization')).toBe(1);
    expect(count('Practitioner')).toBe(2); // the staff member who wrote, the owner who disclosed
    expect(count('Questionnaire')).toBe(2);
    expect(count('QuestionnaireResponse')).toBe(2);
    expect(count('Task')).toBe(1);
    expect(count('Communication')).toBe(2);
    expect(count('Consent')).toBe(1);
    expect(count('AuditEvent')).toBe(1);
    const observations = ofType<Extract<Resource, { resourceType: 'Observation' }>>(bundle, 'Observation');
    const codes = observations.map((o) => o.code.coding?.[0]?.code).sort();
    expect(codes).toEqual(['44261-6', 'barc-10-total', 'daily-mood']);
    expect(observations.find((o) => o.code.coding?.[0]?.code === '44261-6')?.valueInteger).toBe(3);
    expect(ofType<Consent>(bundle, 'Consent')[0]?.status).toBe('active');
    // Ids are the database ids: the same resource keeps its id on the next download.
    const again = await bundleOf(p.auth);
    expect(again.entry?.map((e) => e.fullUrl)).toEqual(bundle.entry?.map((e) => e.fullUrl));
    expect(ofType(bundle, 'Patient')[0]?.id).toBe(p.membership.id);
  });

  it('holds only the caller: another patient of the center, and one of another center, get their own', async () => {
    const mine = JSON.stringify(await bundleOf(p.auth));
    const theirs = await bundleOf(other.auth);
    expect(ofType(theirs, 'Patient').map((x) => x.id)).toEqual([other.membership.id]);
    expect(JSON.stringify(theirs)).not.toContain(p.membership.id);
    expect(JSON.stringify(theirs)).not.toContain('Rough day');
    expect(mine).not.toContain('OTHER-PATIENT-WORDS');
    expect(mine).not.toContain(other.membership.id);
    const far = await bundleOf(foreign.auth);
    expect(ofType(far, 'Patient').map((x) => x.id)).toEqual([foreign.membership.id]);
    expect(JSON.stringify(far)).not.toContain(a.center.id);
    // Staff tokens are not patients: the route is the patient's own.
    expect((await call('GET', routes.patientRecordFhir.path, a.staff.auth)).statusCode).toBe(403);
    expect((await call('GET', routes.patientRecord.path, {})).statusCode).toBe(401);
  });

  it('as an HTML document with every heading, the user text escaped, and a policy that allows its style only', async () => {
    const res = await call('GET', routes.patientRecord.path, { ...p.auth, 'accept-language': 'en-US' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = res.body;
    for (const heading of [
      'My health record',
      'Profile',
      'Daily check-ins',
      'Assessments',
      'Tasks done',
      'Messages with the center',
      'Consents',
      'Disclosures of your record',
    ]) {
      expect(html).toContain(`>${heading}</h`);
    }
    expect(html).not.toContain('<script');
    expect(html).toContain('Rough day &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Fine &lt;script&gt;');
    expect(html).toContain('Jamie Rivera');
    expect(html).toContain('Morning walk');
    expect(html).toContain('PHQ-9 total: 3 (range 0–27) — None–minimal');
    expect(html).toContain('Example Clinic');
    expect(html).toContain('How are you today?');
    expect(html).not.toContain('OTHER-PATIENT-WORDS');
  });

  it('in Spanish with Accept-Language: es', async () => {
    const res = await call('GET', routes.patientRecord.path, {
      ...p.auth,
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('es');
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    for (const heading of [
      'Mi expediente de salud',
      'Perfil',
      'Registros diarios',
      'Evaluaciones',
      'Consentimientos',
    ]) {
      expect(html).toContain(`>${heading}</h`);
    }
    expect(html).toContain('Estresado/a');
    // The user's words are never translated.
    expect(html).toContain('Rough day &lt;script&gt;');
  });

  it('each download is an audit row on the patient, with the format and what it held', async () => {
    const before = await auditCount(server, a.center.id, 'record.download');
    await call('GET', routes.patientRecord.path, p.auth);
    await call('GET', routes.patientRecordFhir.path, p.auth);
    expect(await auditCount(server, a.center.id, 'record.download')).toBe(before + 2);
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'record.download'), eq(auditEvents.resourceId, p.membership.id)));
    const last = rows.at(-1);
    expect(last?.resourceType).toBe('membership');
    expect(last?.actorRole).toBe('patient');
    expect(last?.detail).toMatchObject({
      format: 'fhir',
      check_ins: 1,
      responses: 2,
      tasks_done: 1,
      messages: 2,
      consents: 1,
      disclosures: 1,
    });
    // Counts only: nothing the patient wrote.
    expect(JSON.stringify(rows)).not.toContain('Rough day');
  });

  it('is rate limited per patient: a flood gets 429 with Retry-After, another patient is not starved', async () => {
    const limit = RATE_LIMITS.find((l) => l.group === 'record-download');
    expect(limit?.routes).toEqual([routes.patientRecord, routes.patientRecordFhir]);
    const statuses: number[] = [];
    // The earlier tests used part of this window's allowance; both routes share one counter.
    for (let i = 0; i <= (limit?.max ?? 0); i++) {
      const route = i % 2 ? routes.patientRecord : routes.patientRecordFhir;
      statuses.push((await call('GET', route.path, p.auth)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const flooded = await call('GET', routes.patientRecord.path, p.auth);
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', routes.patientRecord.path, other.auth)).statusCode).toBe(200);
  });
});
