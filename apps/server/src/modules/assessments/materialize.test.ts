import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import { assessments, memberships } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';
import { materializeDue, sweepAssessments } from './materialize';
import { type AssessmentPlan, DEFAULT_PLAN } from './schedule';

/**
 * Claiming the plan's occasions (issue 39 §2): idempotent (the unique index decides), past-window
 * ones missed, never dropped; the sweep does the same for every active patient of every center.
 */
describe('owed assessments', () => {
  let server: TestServer;
  let a: SeededCenter;
  let today: string;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const rowsOf = (membershipId: string) =>
    db()
      .select({
        id: assessments.id,
        instrument: assessments.instrumentId,
        occasion: assessments.occasion,
        dueOn: assessments.dueOn,
        status: assessments.status,
      })
      .from(assessments)
      .where(eq(assessments.membershipId, membershipId))
      .orderBy(asc(assessments.dueOn), asc(assessments.instrumentId));
  const materialize = (membershipId: string, day: string, plan?: AssessmentPlan) =>
    db().transaction((tx) => materializeDue(tx, a.center.id, membershipId, day, plan));
  const setStatus = async (membershipId: string, status: string) => {
    const res = await server.app.inject({
      method: 'PUT',
      url: `/v3/memberships/${membershipId}/update_status`,
      headers: a.staff.auth,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const dischargedOn = async (membershipId: string) =>
    (await db().select().from(memberships).where(eq(memberships.id, membershipId)))[0]?.dischargedOn;

  it('claims each occasion once, and marks it missed after its window', async () => {
    // In the program for 40 days (no sobriety date: the schedule runs from the membership's creation).
    const m = await createPatient(server, a.center.id, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const joined = addDays(today, -40);
    const day = addDays(joined, 30); // week 4 came due two days ago, its window still open

    expect(await materialize(m.id, day)).toEqual({ claimed: 5, missed: 0 });
    const first = await rowsOf(m.id);
    expect(first.map((r) => [r.instrument, r.occasion, r.dueOn, r.status])).toEqual([
      ['bam-r', 'joining', joined, 'missed'],
      ['barc-10', 'joining', joined, 'missed'],
      ['phq-9', 'joining', joined, 'missed'],
      ['bam-r', 'week-4', addDays(joined, 28), 'due'],
      ['phq-9', 'week-4', addDays(joined, 28), 'due'],
    ]);
    // Again (another instance, another request): the same rows.
    expect(await materialize(m.id, day)).toEqual({ claimed: 0, missed: 0 });
    expect(await rowsOf(m.id)).toEqual(first);

    // Today: the week-4 window (7 days) has passed; nothing new is owed yet (week 8 is day 56).
    expect(await materialize(m.id, today)).toEqual({ claimed: 0, missed: 2 });
    const later = await rowsOf(m.id);
    expect(later.map((r) => r.id)).toEqual(first.map((r) => r.id));
    expect(later.every((r) => r.status === 'missed')).toBe(true);
  });

  it('gives a patient whose sobriety date predates the membership a baseline, not a backlog', async () => {
    const m = await createPatient(server, a.center.id, { firstDay: addDays(today, -400) });
    await materialize(m.id, today);
    const rows = await rowsOf(m.id);
    expect(rows.map((r) => [r.occasion, r.dueOn, r.status])).toEqual([
      ['joining', today, 'due'],
      ['joining', today, 'due'],
      ['joining', today, 'due'],
    ]);
  });

  it('sweeps every active patient, idempotently, and leaves others alone', async () => {
    const active = await createPatient(server, a.center.id);
    const invited = await createPatient(server, a.center.id, { status: 'invited' });
    const first = await sweepAssessments(db());
    expect(first.claimed).toBeGreaterThanOrEqual(3);
    expect((await rowsOf(active.id)).map((r) => r.status)).toEqual(['due', 'due', 'due']);
    expect(await rowsOf(invited.id)).toEqual([]);
    const again = await sweepAssessments(db());
    expect(again.claimed).toBe(0);
    expect(await rowsOf(active.id)).toHaveLength(3);
  });

  it("claims a center's occasions once per local day in the timer's sweeps", async () => {
    // Occasions come due only when a day turns: the minute's sweep claiming every patient's recent
    // occasions again (conflicting inserts for the whole center) was measured as load in the bench.
    const claimedDays = new Map<string, string>();
    const now = new Date();
    await sweepAssessments(db(), now, claimedDays);
    const later = await createPatient(server, a.center.id);
    await sweepAssessments(db(), now, claimedDays);
    expect(await rowsOf(later.id)).toEqual([]);
    // The next local day claims again; the patient's own list read claims at once in between.
    await sweepAssessments(db(), new Date(now.getTime() + 86_400_000), claimedDays);
    expect((await rowsOf(later.id)).map((r) => r.occasion)).toEqual(['joining', 'joining', 'joining']);
  });

  it('owes the discharge occasion when a patient becomes alumni, and follow-ups after it', async () => {
    const m = await createPatient(server, a.center.id);
    await materialize(m.id, today);
    await setStatus(m.id, 'alumni');
    expect(await dischargedOn(m.id)).toBe(today);

    // BARC-10 is asked at discharge (DEFAULT_PLAN); with follow-ups at 30 and 90 days in the plan:
    const plan: AssessmentPlan = {
      ...DEFAULT_PLAN,
      entries: DEFAULT_PLAN.entries.map((e) => (e.atDischarge ? { ...e, followUpDays: [30, 90] } : e)),
    };
    expect(await materialize(m.id, today, plan)).toEqual({ claimed: 1, missed: 0 });
    const owed = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
      rows.filter((r) => r.occasion !== 'joining').map((r) => [r.instrument, r.occasion, r.dueOn]);
    expect(owed(await rowsOf(m.id))).toEqual([['barc-10', 'discharge', today]]);

    // 29 days on, nothing new; on day 30 the first follow-up; no interval occasions for alumni.
    expect((await materialize(m.id, addDays(today, 29), plan)).claimed).toBe(0);
    expect((await materialize(m.id, addDays(today, 30), plan)).claimed).toBe(1);
    expect(owed(await rowsOf(m.id))).toEqual([
      ['barc-10', 'discharge', today],
      ['barc-10', 'follow-up-30', addDays(today, 30)],
    ]);

    // The sweep owes alumni theirs too.
    const alumnus = await createPatient(server, a.center.id);
    await setStatus(alumnus.id, 'alumni');
    await sweepAssessments(db());
    expect((await rowsOf(alumnus.id)).map((r) => [r.instrument, r.occasion])).toContainEqual([
      'barc-10',
      'discharge',
    ]);
  });

  it('clears the discharge date when an alumnus becomes active again', async () => {
    const m = await createPatient(server, a.center.id);
    await setStatus(m.id, 'alumni');
    expect(await dischargedOn(m.id)).toBe(today);
    await setStatus(m.id, 'active');
    expect(await dischargedOn(m.id)).toBeNull();
  });
});
