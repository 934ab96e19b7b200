import { type Answers, INSTRUMENTS, type InstrumentId, scoreAnswers } from '@portal/contracts/instruments';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { alerts, assessmentResponses, assessments, memberships, users } from '../db/schema/index';
import { demoAccount } from './demo-accounts';
import { type DemoAssessmentsResult, seedDemoAssessments } from './demo-assessments';
import { DEMO_PATIENT_DOMAIN, seedDemoPatients } from './demo-patients';
import { seedDemo } from './seed-demo';

/**
 * The demo center's assessment history (issue 39 item 8) on a third of the demo's patients (the
 * same plan slots, so every status is there) to stay quick.
 */
describe('the demo center assessments', () => {
  let server: TestServer;
  let result: DemoAssessmentsResult;
  let staffId = '';
  beforeAll(async () => {
    server = await createTestServer();
    const db = server.deps.database.db;
    await seedDemo(db, server.config);
    const [staff] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('staff').email));
    const [owner] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('owner').email));
    if (!staff || !owner || !staff.treatmentCenterId) throw new Error('no demo accounts');
    staffId = staff.id;
    await seedDemoPatients(
      server.deps,
      staff.treatmentCenterId,
      { ownerUserId: owner.id, staffUserId: staff.id },
      { total: 20 },
    );
    result = await seedDemoAssessments(server.deps, staff.treatmentCenterId, {
      userId: staff.id,
      subject: staff.subject,
    });
  }, 300_000);
  afterAll(() => server.close());
  const db = () => server.deps.database.db;

  it('stores totals that are scoreAnswers of the stored answers', async () => {
    const rows = await db().select().from(assessmentResponses);
    expect(rows.length).toBe(result.responses);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const scored = scoreAnswers(INSTRUMENTS[row.instrumentId as InstrumentId], row.answers as Answers);
      expect(row.scores).toEqual(scored.scores);
      expect(row.bands).toEqual(scored.bands);
      expect(row.submittedAt.getTime()).toBeLessThan(Date.now());
    }
    const completed = await db().select().from(assessments).where(eq(assessments.status, 'completed'));
    expect(completed).toHaveLength(rows.length);
    expect(new Set(rows.map((r) => r.instrumentId))).toEqual(new Set(['phq-9', 'bam-r', 'barc-10']));
  });

  it('has most patients improving on the PHQ-9 and some not', async () => {
    const rows = await db()
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.instrumentId, 'phq-9'))
      .orderBy(assessmentResponses.submittedAt);
    const byPatient = new Map<string, number[]>();
    for (const r of rows) {
      byPatient.set(r.membershipId, [
        ...(byPatient.get(r.membershipId) ?? []),
        Number((r.scores as Record<string, number>).total),
      ]);
    }
    const series = [...byPatient.values()].filter((totals) => totals.length >= 2);
    const improved = series.filter((t) => (t.at(-1) ?? 0) < (t[0] ?? 0)).length;
    expect(series.length).toBeGreaterThan(4);
    expect(improved / series.length).toBeGreaterThan(0.5);
    expect(improved).toBeLessThan(series.length);
  });

  it('opens item-9 alerts through the alerts module: one acknowledged by demo staff, one open', async () => {
    const item9 = await db().select().from(alerts).where(eq(alerts.rule, 'phq9_item9'));
    expect(item9.map((a) => a.status).sort()).toEqual(['acknowledged', 'open']);
    const acked = item9.find((a) => a.status === 'acknowledged');
    expect(acked?.actedBy).toBe(staffId);
    expect(acked?.actedAt?.getTime()).toBeGreaterThan(acked?.createdAt.getTime() ?? Infinity);
    for (const alert of item9) {
      // Anchored on a recent response whose stored answers carry the flag.
      const [response] = await db()
        .select()
        .from(assessmentResponses)
        .where(eq(assessmentResponses.id, alert.anchor ?? ''));
      expect(scoreAnswers(INSTRUMENTS['phq-9'], response?.answers as Answers).flags[0]?.code).toBe(
        'phq9-item9',
      );
      expect(Date.now() - (response?.submittedAt.getTime() ?? 0)).toBeLessThan(10 * 86_400_000);
      expect(alert.createdAt.getTime()).toBe(response?.submittedAt.getTime());
    }
    // Every other assessment alert was dealt with by the staff member.
    const others = await db().select().from(alerts).where(eq(alerts.rule, 'bamr_use'));
    expect(others.every((a) => a.status !== 'open' && a.actedBy === staffId)).toBe(true);
  });

  it('has a few missed occasions, and alumni with a discharge BARC-10 and assigned follow-ups', async () => {
    expect(result.missed).toBeGreaterThan(0);
    const all = await db().select().from(assessments);
    expect(result.missed / all.length).toBeLessThan(0.25);
    const alumni = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.status, 'alumni'), like(memberships.email, `%@${DEMO_PATIENT_DOMAIN}`)));
    expect(alumni.length).toBeGreaterThan(0);
    expect(alumni.every((m) => m.dischargedOn !== null)).toBe(true);
    const discharge = all.filter((a) => a.occasion === 'discharge');
    expect(discharge).toHaveLength(alumni.length);
    const followUps = await db().select().from(assessments).where(isNotNull(assessments.assignedBy));
    expect(followUps.length).toBeGreaterThan(0);
    expect(followUps.every((a) => a.assignedBy === staffId && a.occasion.startsWith('assigned-'))).toBe(true);
  });

  it('adds nothing the second time', async () => {
    const centerId =
      (await db().select().from(users).where(eq(users.id, staffId)))[0]?.treatmentCenterId ?? '';
    const again = await seedDemoAssessments(server.deps, centerId, { userId: staffId, subject: 'x' });
    expect(again.responses).toBe(0);
  });
});
