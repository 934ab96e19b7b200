import { routes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type Recorder, startRecorder } from '../../../test/helpers/http-recorder';
import { pushDevice, readPush } from '../../../test/helpers/push-device';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { assessments } from '../../db/schema/index';
import { sweepAssessments } from './materialize';

/**
 * Issue 39 §3: a push reminder when an assessment becomes due and on its last day (the day before
 * it is missed), each sent once even when several instances sweep at the same moment (the
 * reminder is claimed on the assessment's row), saying nothing about the assessment itself.
 */
describe('assessment reminders', () => {
  let server: TestServer;
  let a: SeededCenter;
  let endpoint: Recorder;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    endpoint = await startRecorder();
    endpoint.answer(201);
  });
  afterAll(async () => {
    await endpoint.close();
    await server.close();
  });

  const db = () => server.deps.database.db;
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('pushes once when due and once on the last day, whichever instance sweeps', async () => {
    const p = await appPatient(server, a);
    const device = pushDevice(endpoint.url);
    const sub = await server.app.inject({
      method: 'POST',
      url: routes.pushSubscribe.path,
      headers: p.auth,
      payload: device.body,
    });
    expect(sub.statusCode).toBe(201);
    const mine = () => endpoint.requests.filter((r) => r.url === device.path);

    // Two instances sweep at once: the joining occasions (three instruments) came due, one push.
    await Promise.all([sweepAssessments(db()), sweepAssessments(db())]);
    await endpoint.waitFor(1);
    await settle();
    expect(mine()).toHaveLength(1);
    expect(readPush(mine()[0]!, device)).toEqual({
      kind: 'assessment_due',
      id: null,
      title: 'You have a check-in questionnaire to fill in.',
      url: '/app/home',
    });
    await sweepAssessments(db());
    await settle();
    expect(mine()).toHaveLength(1);

    // The last day of the 7-day window (today + 6): one more, once.
    await Promise.all([sweepAssessments(db(), daysOn(6)), sweepAssessments(db(), daysOn(6))]);
    await endpoint.waitFor(2);
    await settle();
    expect(mine()).toHaveLength(2);
    expect(readPush(mine()[1]!, device)).toMatchObject({
      kind: 'assessment_last_day',
      id: null,
      title: 'Today is the last day to fill in your check-in questionnaire.',
    });
    await sweepAssessments(db(), daysOn(6));
    // Missed the day after: no push about it.
    await sweepAssessments(db(), daysOn(7));
    await settle();
    expect(mine()).toHaveLength(2);
    const rows = await db().select().from(assessments).where(eq(assessments.membershipId, p.membership.id));
    expect(rows.map((r) => r.status)).toEqual(['missed', 'missed', 'missed']);
  });

  it('reminds nobody of an assessment completed before its last day', async () => {
    const p = await appPatient(server, a);
    const device = pushDevice(endpoint.url);
    await server.app.inject({
      method: 'POST',
      url: routes.pushSubscribe.path,
      headers: p.auth,
      payload: device.body,
    });
    await sweepAssessments(db());
    await settle();
    expect(endpoint.requests.filter((r) => r.url === device.path)).toHaveLength(1);
    await db()
      .update(assessments)
      .set({ status: 'completed' })
      .where(eq(assessments.membershipId, p.membership.id));
    await sweepAssessments(db(), daysOn(6));
    await settle();
    expect(endpoint.requests.filter((r) => r.url === device.path)).toHaveLength(1);
  });
});
