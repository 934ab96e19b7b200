import { type Answers, INSTRUMENTS, type InstrumentId, scoreAnswers } from '@portal/contracts/instruments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { assessmentResponses, assessments, assessmentTrajectories, memberships } from '../db/schema/index';
import { localDate } from '../infra/time/calendar-date';
import { occasionRows } from '../modules/assessments/materialize';
import * as repo from '../modules/assessments/repository';
import { DEFAULT_PLAN } from '../modules/assessments/schedule';
import { seedBulk } from './seed-bulk';

/** The bulk seed's outcomes center at a small size: the same SQL that writes 2,000 patients' year. */
describe('the bulk outcomes center', () => {
  let server: TestServer;
  let centerId = '';
  beforeAll(async () => {
    server = await createTestServer();
    const result = await seedBulk(server.deps.database.db, {
      patients: 5,
      centers: 1,
      days: 1,
      notesPerPatient: 0,
      outcomesPatients: 120,
      run: 'out',
    });
    centerId = result.outcomes?.centerId ?? '';
    expect(result.outcomes?.responses).toBeGreaterThan(300);
  }, 300_000);
  afterAll(() => server.close());
  const db = () => server.deps.database.db;

  it('has exactly the occasions the product would claim, so the sweep adds none', async () => {
    const today = localDate(new Date(), 'America/Chicago');
    const added = await db().transaction(async (tx) => {
      const patients = await repo.scheduledMembershipDates(tx, centerId);
      expect(patients.length).toBeGreaterThan(100);
      return repo.claimOccasions(
        tx,
        patients.flatMap((m) => occasionRows(centerId, m, today, DEFAULT_PLAN)),
      );
    });
    expect(added).toBe(0);
    const rows = await db().select().from(assessments).where(eq(assessments.treatmentCenterId, centerId));
    const missed = rows.filter((a) => a.status === 'missed').length;
    expect(missed).toBeGreaterThan(0);
    expect(missed / rows.length).toBeLessThan(0.2);
    // 12 months: the oldest admissions have a year of 4-weekly occasions.
    expect(rows.some((a) => a.occasion === 'week-48')).toBe(true);
    expect(rows.some((a) => a.occasion === 'discharge')).toBe(true);
  });

  it('stores scoreAnswers of the stored answers, no safety flags, most patients improving', async () => {
    const rows = await db()
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.treatmentCenterId, centerId))
      .orderBy(assessmentResponses.submittedAt);
    const completed = await db()
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.status, 'completed'));
    expect(rows).toHaveLength(completed.length);
    const phq = new Map<string, number[]>();
    for (const row of rows) {
      const scored = scoreAnswers(INSTRUMENTS[row.instrumentId as InstrumentId], row.answers as Answers);
      expect(row.scores).toEqual(scored.scores);
      expect(row.bands).toEqual(scored.bands);
      expect(scored.flags).toEqual([]);
      expect(row.submittedAt.getTime()).toBeLessThan(Date.now());
      if (row.instrumentId === 'phq-9')
        phq.set(row.membershipId, [
          ...(phq.get(row.membershipId) ?? []),
          Number((row.scores as Record<string, number>).total),
        ]);
    }
    const series = [...phq.values()].filter((t) => t.length >= 3);
    const improved = series.filter((t) => (t.at(-1) ?? 0) < (t[0] ?? 0)).length;
    expect(improved / series.length).toBeGreaterThan(0.5);
    expect(improved).toBeLessThan(series.length);
    const [alumnus] = await db().select().from(memberships).where(eq(memberships.status, 'alumni')).limit(1);
    expect(alumnus?.dischargedOn).toBeTruthy();
  });

  it("gives each response its occasion's kind and each patient's instrument its trajectory, as the product writes them", async () => {
    const rows = await db()
      .select({ response: assessmentResponses, occasion: assessments.occasion })
      .from(assessmentResponses)
      .innerJoin(assessments, eq(assessments.id, assessmentResponses.assessmentId))
      .where(eq(assessmentResponses.treatmentCenterId, centerId));
    for (const r of rows) expect(r.response.occasionKind).toBe(r.occasion);
    // From the raw responses: first and last by (submitted_at, id), and the count.
    const by = new Map<string, (typeof rows)[number]['response'][]>();
    for (const { response: r } of rows) {
      const key = `${r.membershipId} ${r.instrumentId}`;
      by.set(key, [...(by.get(key) ?? []), r]);
    }
    const expected = [...by.values()]
      .map((list) => {
        const sorted = list.sort(
          (x, y) => x.submittedAt.getTime() - y.submittedAt.getTime() || x.id.localeCompare(y.id),
        );
        const first = sorted[0] as (typeof sorted)[number];
        const last = sorted[sorted.length - 1] as (typeof sorted)[number];
        return `${first.membershipId} ${first.instrumentId} ${first.id} ${last.id} ${sorted.length}`;
      })
      .sort();
    const stored = (
      await db()
        .select()
        .from(assessmentTrajectories)
        .where(eq(assessmentTrajectories.treatmentCenterId, centerId))
    )
      .map(
        (t) =>
          `${t.membershipId} ${t.instrumentId} ${t.firstResponseId} ${t.latestResponseId} ${t.responses}`,
      )
      .sort();
    expect(stored).toEqual(expected);
    expect(stored.length).toBeGreaterThan(200);
  });
});
