import { messages, routes } from '@portal/contracts';
import { INSTRUMENTS, PHQ9_ITEM9 } from '@portal/contracts/instruments';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { answersFor } from '../../../test/helpers/assessments';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import { assessmentResponses, assessments } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';

/**
 * Assessments end to end (issue 39): the patient's list claims the plan's occasions, a due PHQ-9 is
 * answered and scored on the server, a retry with the same key returns the first result, bad
 * submissions are refused with catalogue sentences and store nothing, staff read every answer
 * (audited) and assign an instrument now; other centers and other patients get nothing.
 */
describe('assessments', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let today: string;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const phq9 = INSTRUMENTS['phq-9'];
  const submit = (auth: Headers, id: string, body: object) =>
    call('POST', `/patient/assessments/${id}/responses`, auth, body);
  const body = (answers: object, key = `key-${Math.random().toString(36).slice(2)}`) => ({
    client_key: key,
    instrument_version: phq9.version,
    answers,
  });
  const responsesOf = async (membershipId: string) =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(assessmentResponses)
          .where(eq(assessmentResponses.membershipId, membershipId))
      )[0]?.n,
    );

  /** A patient whose joining occasions (PHQ-9, BAM-R, BARC-10) are due today, and their ids. */
  async function duePatient(center: SeededCenter = a) {
    const p = await appPatient(server, center);
    const res = await call('GET', routes.patientAssessments.path, p.auth);
    expect(res.statusCode).toBe(200);
    const due = res.json().due as { id: string; instrument_id: string }[];
    const idOf = (instrument: string) => due.find((d) => d.instrument_id === instrument)?.id as string;
    return { ...p, due, phq9: idOf('phq-9'), bamr: idOf('bam-r'), barc10: idOf('barc-10') };
  }

  it('lists the joining occasions and scores a PHQ-9 on the server, whatever the client claims', async () => {
    const p = await duePatient();
    expect(p.due).toHaveLength(3);
    expect(p.due.find((d) => d.id === p.phq9)).toEqual({
      id: p.phq9,
      instrument_id: 'phq-9',
      instrument_version: phq9.version,
      title: phq9.title,
      status: 'due',
      due_on: today,
      last_day: addDays(today, 6),
      scores: null,
      bands: null,
      submitted_at: null,
    });

    // Questions in Spanish where a validated text exists; the BAM-R in English, and says so.
    const es = await call('GET', `/patient/assessments/${p.phq9}?lang=es-MX`, p.auth);
    expect(es.statusCode).toBe(200);
    expect(es.json().questionnaire).toMatchObject({ language: 'es', english_only: false });
    expect(es.json().questionnaire.questions[0].text).toBe(phq9.items[0]?.text.es);
    // The form's notice comes with it, as printed on the Spanish form.
    expect(es.json().questionnaire.terms).toMatch(/^Elaborado por los doctores Robert L. Spitzer/);
    const bamr = await call('GET', `/patient/assessments/${p.bamr}?lang=es`, p.auth);
    expect(bamr.json().questionnaire).toMatchObject({ language: 'en', english_only: true });
    expect(bamr.json().questionnaire.terms).toBe(INSTRUMENTS['bam-r'].terms.en);

    // Values 1,2,3,1,0,2,1,0,0 → 10, "moderate"; the client's own scores are not even read.
    const values = [1, 2, 3, 1, 0, 2, 1, 0, 0];
    const answers = answersFor(
      'phq-9',
      Object.fromEntries(phq9.items.slice(0, 9).map((item, i) => [item.linkId, values[i] ?? 0])),
    );
    const res = await submit(p.auth, p.phq9, {
      ...body(answers),
      scores: { total: 0 },
      bands: { total: 'none-minimal' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      assessment: { id: p.phq9, status: 'completed', scores: { total: 10 }, bands: { total: 'moderate' } },
      flags: [],
    });
    const [stored] = await db()
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.assessmentId, p.phq9));
    expect(stored).toMatchObject({
      scores: { total: 10 },
      bands: { total: 'moderate' },
      language: 'en',
      answers,
    });
    expect(await auditCount(server, a.center.id, 'assessment.submit')).toBeGreaterThanOrEqual(1);

    const list = await call('GET', routes.patientAssessments.path, p.auth);
    expect(list.json().due.map((d: { id: string }) => d.id)).not.toContain(p.phq9);
    expect(list.json().completed).toEqual([
      expect.objectContaining({ id: p.phq9, scores: { total: 10 }, submitted_at: expect.any(String) }),
    ]);
  });

  it('answers a retry with the same client key with the first result, 200, one row', async () => {
    const p = await duePatient();
    const first = await submit(p.auth, p.phq9, body(answersFor('phq-9'), 'retry-key-0001'));
    expect(first.statusCode).toBe(201);
    // The retry carries other answers: the first submission stands.
    const again = await submit(
      p.auth,
      p.phq9,
      body(answersFor('phq-9', { [PHQ9_ITEM9]: 3 }), 'retry-key-0001'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await responsesOf(p.membership.id)).toBe(1);
  });

  it('stores one response when the app sends the same submission twice at once', async () => {
    const p = await duePatient();
    const payload = body(answersFor('phq-9'), 'twin-key-0001');
    const both = await Promise.all([submit(p.auth, p.phq9, payload), submit(p.auth, p.phq9, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]?.json()).toEqual(both[1]?.json());
    expect(await responsesOf(p.membership.id)).toBe(1);
  });

  it('refuses bad submissions with catalogue sentences and stores nothing', async () => {
    const p = await duePatient();
    const other = await duePatient();
    const complete = answersFor('phq-9');
    const { [PHQ9_ITEM9]: _, ...missing } = complete;
    const cases: [string, string, object, number, object][] = [
      [
        'missing item',
        p.phq9,
        body(missing),
        400,
        {
          message: messages.assessmentAnswersInvalid,
          errors: [{ field: `answers.${PHQ9_ITEM9}`, message: messages.assessmentAnswerMissing }],
        },
      ],
      [
        'value out of range',
        p.phq9,
        body({ ...complete, [PHQ9_ITEM9]: 'LA9999-9' }),
        400,
        {
          message: messages.assessmentAnswersInvalid,
          errors: [{ field: `answers.${PHQ9_ITEM9}`, message: messages.assessmentAnswerOutOfRange }],
        },
      ],
      [
        'days out of range',
        p.bamr,
        { ...body(answersFor('bam-r', { 'bam-r-4': 31 })), instrument_version: INSTRUMENTS['bam-r'].version },
        400,
        {
          message: messages.assessmentAnswersInvalid,
          errors: [{ field: 'answers.bam-r-4', message: messages.assessmentAnswerOutOfRange }],
        },
      ],
      [
        'unknown item',
        p.phq9,
        body({ ...complete, 'not-an-item': 'LA6568-5' }),
        400,
        {
          message: messages.assessmentAnswersInvalid,
          errors: [{ field: 'answers.not-an-item', message: messages.assessmentAnswerUnknownItem }],
        },
      ],
      [
        'unknown instrument version',
        p.phq9,
        { ...body(complete), instrument_version: '0.9.0' },
        409,
        {
          message: messages.assessmentVersionChanged,
          errors: [{ field: 'instrument_version', message: messages.assessmentVersionChanged }],
        },
      ],
      [
        'a language the instrument is not offered in',
        p.bamr,
        { ...body(answersFor('bam-r')), instrument_version: INSTRUMENTS['bam-r'].version, language: 'es' },
        400,
        {
          message: messages.assessmentLanguageNotOffered,
          errors: [{ field: 'language', message: messages.assessmentLanguageNotOffered }],
        },
      ],
      ["another patient's assessment", other.phq9, body(complete), 404, { message: messages.notFound }],
    ];
    for (const [what, id, payload, status, expected] of cases) {
      const res = await submit(p.auth, id, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json(), what).toEqual(expected);
    }
    expect(await responsesOf(p.membership.id)).toBe(0);
    expect(await responsesOf(other.membership.id)).toBe(0);
    const statuses = await db()
      .select({ status: assessments.status })
      .from(assessments)
      .where(eq(assessments.membershipId, p.membership.id));
    expect(statuses.every((s) => s.status === 'due')).toBe(true);

    // Already completed (another key): 409, the first response stays the only one.
    expect((await submit(p.auth, p.phq9, body(complete))).statusCode).toBe(201);
    const twice = await submit(p.auth, p.phq9, body(complete));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: messages.assessmentAlreadyCompleted });
    expect(await responsesOf(p.membership.id)).toBe(1);

    // Past its last day (the sweep has not run yet): not due, 409, nothing stored.
    const [late] = await db()
      .insert(assessments)
      .values({
        treatmentCenterId: a.center.id,
        membershipId: p.membership.id,
        instrumentId: 'phq-9',
        instrumentVersion: phq9.version,
        occasion: 'assigned-late',
        dueOn: addDays(today, -10),
        lastDay: addDays(today, -4),
      })
      .returning();
    const closed = await submit(p.auth, late?.id as string, body(complete));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: messages.assessmentNotDue });
    expect(await responsesOf(p.membership.id)).toBe(1);
  });

  it('lets staff read every answer (audited) and assign an instrument now; others get nothing', async () => {
    const p = await duePatient();
    expect(
      (await submit(p.auth, p.phq9, body(answersFor('phq-9', { [phq9.items[0]?.linkId ?? '']: 2 }))))
        .statusCode,
    ).toBe(201);
    const path = `/v3/memberships/${p.membership.id}/assessments`;

    const before = await auditCount(server, a.center.id, 'assessment.list');
    const read = await call('GET', path, a.staff.auth);
    expect(read.statusCode).toBe(200);
    const done = read.json().assessments.find((x: { id: string }) => x.id === p.phq9);
    expect(done).toMatchObject({
      status: 'completed',
      occasion: 'joining',
      assigned_by: null,
      response: { answers: answersFor('phq-9', { [phq9.items[0]?.linkId ?? '']: 2 }), scores: { total: 2 } },
    });
    expect(await auditCount(server, a.center.id, 'assessment.list')).toBe(before + 1);

    // Experts and support: 403, as on the alerts routes. Another center's staff: 404, no audit row.
    for (const auth of [a.expert.auth, a.support.auth]) {
      expect((await call('GET', path, auth)).statusCode).toBe(403);
      expect((await call('POST', path, auth, { instrument_id: 'gad-7' })).statusCode).toBe(403);
    }
    const auditB = await auditCount(server, b.center.id);
    const foreign = await call('GET', path, b.staff.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.notFound });
    expect((await call('POST', path, b.owner.auth, { instrument_id: 'gad-7' })).statusCode).toBe(404);
    expect(await auditCount(server, b.center.id)).toBe(auditB);
    expect(await auditCount(server, a.center.id, 'assessment.list')).toBe(before + 1);

    const assigned = await call('POST', path, a.owner.auth, { instrument_id: 'gad-7' });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().assessment).toMatchObject({
      instrument_id: 'gad-7',
      status: 'due',
      due_on: today,
      last_day: addDays(today, 6),
      assigned_by: a.owner.row.id,
      occasion: expect.stringMatching(/^assigned-[0-9a-f-]{36}$/),
    });
    const mine = await call('GET', routes.patientAssessments.path, p.auth);
    expect(mine.json().due.map((d: { id: string }) => d.id)).toContain(assigned.json().assessment.id);
    const bad = await call('POST', path, a.owner.auth, { instrument_id: 'not-one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'instrument_id', message: messages.assessmentInstrumentRequired },
    ]);
    const rows = await db()
      .select({ n: count() })
      .from(assessments)
      .where(and(eq(assessments.membershipId, p.membership.id), eq(assessments.instrumentId, 'gad-7')));
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
