import { type AssessmentPlanBody, messages, routes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import { assessmentPlans, assessments } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';
import { sweepAssessments } from './materialize';

/**
 * The center's assessment plan (issue 39 §2): staff read it, owners set it, bad plans are refused
 * with catalogue sentences and store nothing, and what is owed from then on follows it (the
 * patient's list, the sweep, and the window of staff's assign-now).
 */
describe("the center's assessment plan", () => {
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
  const pathOf = (c: SeededCenter) => `/v3/treatment_centers/${c.center.id}/assessment_plan`;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const defaultPlan: AssessmentPlanBody = {
    window_days: 7,
    entries: [
      { instrument_id: 'phq-9', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
      { instrument_id: 'bam-r', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
      {
        instrument_id: 'barc-10',
        at_joining: true,
        every_weeks: null,
        at_discharge: true,
        follow_up_days: [],
      },
    ],
  };
  const gad7Only: AssessmentPlanBody = {
    window_days: 3,
    entries: [
      {
        instrument_id: 'gad-7',
        at_joining: true,
        every_weeks: 2,
        at_discharge: true,
        follow_up_days: [30, 90],
      },
    ],
  };
  const entry = (over: object) => ({ ...gad7Only.entries[0], ...over });

  it('is the default plan until an owner sets one; staff read it, only owners change it', async () => {
    for (const user of [a.staff, a.owner]) {
      const res = await call('GET', pathOf(a), user.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ plan: defaultPlan, is_default: true });
    }
    expect((await call('GET', pathOf(a), a.expert.auth)).statusCode).toBe(403);
    expect((await call('PUT', pathOf(a), a.staff.auth, gad7Only)).statusCode).toBe(403);
    // Another center's plan, by path: refused before anything is read or written.
    expect((await call('GET', pathOf(b), a.owner.auth)).statusCode).toBe(403);
    expect((await call('PUT', pathOf(b), a.owner.auth, gad7Only)).statusCode).toBe(403);
    expect(await db().select().from(assessmentPlans)).toEqual([]);
  });

  it.each([
    ['no instrument', { ...gad7Only, entries: [] }, 'entries', messages.assessmentPlanEmpty],
    [
      'an interval of 0',
      { ...gad7Only, entries: [entry({ every_weeks: 0 })] },
      'entries.0.every_weeks',
      messages.assessmentPlanInterval,
    ],
    [
      'an interval over 52 weeks',
      { ...gad7Only, entries: [entry({ every_weeks: 53 })] },
      'entries.0.every_weeks',
      messages.assessmentPlanInterval,
    ],
    [
      'an unknown instrument',
      { ...gad7Only, entries: [entry({ instrument_id: 'audit-c' })] },
      'entries.0.instrument_id',
      messages.assessmentPlanInstrumentUnknown,
    ],
    ['a window of 0 days', { ...gad7Only, window_days: 0 }, 'window_days', messages.assessmentPlanWindow],
    [
      'a window over 30 days',
      { ...gad7Only, window_days: 31, entries: [entry({ every_weeks: 8 })] },
      'window_days',
      messages.assessmentPlanWindow,
    ],
    [
      'a window longer than the interval',
      { ...gad7Only, window_days: 8, entries: [entry({ every_weeks: 1 })] },
      'window_days',
      messages.assessmentPlanWindowTooLong,
    ],
    [
      'a follow-up not at 30, 90, 180 or 365 days',
      { ...gad7Only, entries: [entry({ follow_up_days: [45] })] },
      'entries.0.follow_up_days.0',
      messages.assessmentPlanFollowUps,
    ],
    [
      'a follow-up twice',
      { ...gad7Only, entries: [entry({ follow_up_days: [30, 30] })] },
      'entries.0.follow_up_days',
      messages.assessmentPlanFollowUps,
    ],
    [
      'an instrument twice',
      { ...gad7Only, entries: [entry({}), entry({ every_weeks: null })] },
      'entries.1.instrument_id',
      messages.assessmentPlanDuplicate,
    ],
    [
      'an instrument never asked',
      {
        ...gad7Only,
        entries: [entry({ at_joining: false, every_weeks: null, at_discharge: false, follow_up_days: [] })],
      },
      'entries.0.instrument_id',
      messages.assessmentPlanNeverAsked,
    ],
  ])('refuses %s with a sentence and stores nothing', async (_, body, field, message) => {
    const res = await call('PUT', pathOf(a), a.owner.auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await db().select().from(assessmentPlans)).toEqual([]);
    expect((await call('GET', pathOf(a), a.staff.auth)).json().is_default).toBe(true);
  });

  it('makes what is owed from now on follow the new plan, in this center only', async () => {
    const before = await auditCount(server, a.center.id, 'assessment.plan_update');
    const res = await call('PUT', pathOf(a), a.owner.auth, gad7Only);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ plan: gad7Only, is_default: false });
    expect((await call('GET', pathOf(a), a.staff.auth)).json()).toEqual({
      plan: gad7Only,
      is_default: false,
    });
    expect(await auditCount(server, a.center.id, 'assessment.plan_update')).toBe(before + 1);

    // A patient joining now owes the GAD-7 only, with the plan's 3 days to answer.
    const p = await appPatient(server, a);
    const list = await call('GET', routes.patientAssessments.path, p.auth);
    expect(
      list.json().due.map((d: { instrument_id: string; last_day: string }) => [d.instrument_id, d.last_day]),
    ).toEqual([['gad-7', addDays(today, 2)]]);
    // The sweep too; the other center keeps the default plan.
    const swept = await createPatient(server, a.center.id);
    const other = await createPatient(server, b.center.id);
    await sweepAssessments(db());
    const owed = async (membershipId: string) =>
      (await db().select().from(assessments).where(eq(assessments.membershipId, membershipId)))
        .map((r) => r.instrumentId)
        .sort();
    expect(await owed(swept.id)).toEqual(['gad-7']);
    expect(await owed(other.id)).toEqual(['bam-r', 'barc-10', 'phq-9']);

    // Staff's assign-now gets the plan's window.
    const assigned = await call('POST', `/v3/memberships/${p.membership.id}/assessments`, a.staff.auth, {
      instrument_id: 'phq-9',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().assessment.last_day).toBe(addDays(today, 2));
  });
});
