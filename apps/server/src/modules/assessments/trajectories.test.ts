import { randomUUID } from 'node:crypto';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { assessmentResponses, assessmentTrajectories } from '../../db/schema/index';
import { insertAssessment, insertResponse, rebuildTrajectories, trajectoriesOf } from './repository';

/**
 * A patient's trajectory on an instrument (the first and latest response by submission time, and
 * the count) is kept with every response insert, whatever order the responses arrive in, and the
 * bulk seed's set-based rebuild makes the same rows. Each response carries its occasion's kind.
 */
describe('assessment trajectories', () => {
  let server: TestServer;
  let center: SeededCenter;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await createTestServer();
    center = await createCenter(server, 'Willow Bend');
  });
  afterAll(() => server.close());

  async function respond(membershipId: string, occasion: string, total: number, submittedAt: string) {
    const centerId = center.center.id;
    return db().transaction(async (tx) => {
      const a = await insertAssessment(tx, {
        treatmentCenterId: centerId,
        membershipId,
        instrumentId: 'phq-9',
        instrumentVersion: INSTRUMENTS['phq-9'].version,
        occasion,
        dueOn: submittedAt.slice(0, 10),
        lastDay: submittedAt.slice(0, 10),
        status: 'completed',
      });
      const row = await insertResponse(tx, a, {
        assessmentId: a.id,
        treatmentCenterId: centerId,
        membershipId,
        instrumentId: 'phq-9',
        instrumentVersion: a.instrumentVersion,
        language: 'en',
        answers: {},
        scores: { total },
        bands: {},
        submittedAt: new Date(submittedAt),
        clientKey: randomUUID(),
      });
      if (!row) throw new Error('response not stored');
      return row;
    });
  }

  const summary = async (membershipId: string) =>
    (await trajectoriesOf(db(), center.center.id, membershipId)).map((t) => ({
      first: t.firstResponseId,
      firstTotal: (t.firstScores as { total: number }).total,
      latest: t.latestResponseId,
      latestTotal: (t.latestScores as { total: number }).total,
      responses: t.responses,
    }));

  it('starts with the first response, moves the latest forward, and takes an earlier one as the baseline', async () => {
    const m = await createPatient(server, center.center.id);
    const middle = await respond(m.id, 'week-4', 14, '2026-04-02T12:00:00Z');
    expect(await summary(m.id)).toEqual([
      { first: middle.id, firstTotal: 14, latest: middle.id, latestTotal: 14, responses: 1 },
    ]);
    const last = await respond(m.id, 'week-8', 6, '2026-04-30T12:00:00Z');
    expect(await summary(m.id)).toEqual([
      { first: middle.id, firstTotal: 14, latest: last.id, latestTotal: 6, responses: 2 },
    ]);
    // Submitted offline before the others, stored after them: the new baseline, the latest kept.
    const first = await respond(m.id, 'joining', 20, '2026-03-05T12:00:00Z');
    expect(await summary(m.id)).toEqual([
      { first: first.id, firstTotal: 20, latest: last.id, latestTotal: 6, responses: 3 },
    ]);
    // Between the two ends: counted, neither end moves.
    await respond(m.id, 'week-12', 9, '2026-04-20T12:00:00Z');
    expect(await summary(m.id)).toEqual([
      { first: first.id, firstTotal: 20, latest: last.id, latestTotal: 6, responses: 4 },
    ]);
  });

  it('breaks a tie of submission times by response id, as the statement does', async () => {
    const m = await createPatient(server, center.center.id);
    const at = '2026-05-01T09:00:00Z';
    const x = await respond(m.id, 'joining', 10, at);
    const y = await respond(m.id, 'week-4', 12, at);
    const [low, high] = [x, y].sort((p, q) => p.id.localeCompare(q.id)) as [typeof x, typeof y];
    expect(await summary(m.id)).toEqual([
      {
        first: low.id,
        firstTotal: (low.scores as { total: number }).total,
        latest: high.id,
        latestTotal: (high.scores as { total: number }).total,
        responses: 2,
      },
    ]);
  });

  it('stores the occasion kind on each response; staff-assigned ones as "assigned"', async () => {
    const m = await createPatient(server, center.center.id);
    await respond(m.id, `assigned-${randomUUID()}`, 3, '2026-06-01T12:00:00Z');
    await respond(m.id, 'follow-up-30', 4, '2026-06-02T12:00:00Z');
    const kinds = await db()
      .select({ kind: assessmentResponses.occasionKind })
      .from(assessmentResponses)
      .where(eq(assessmentResponses.membershipId, m.id))
      .orderBy(assessmentResponses.submittedAt);
    expect(kinds.map((k) => k.kind)).toEqual(['assigned', 'follow-up-30']);
  });

  it('rebuilds the same rows set-based (the bulk seed)', async () => {
    const every = () =>
      db()
        .select()
        .from(assessmentTrajectories)
        .where(eq(assessmentTrajectories.treatmentCenterId, center.center.id))
        .orderBy(assessmentTrajectories.membershipId);
    const before = await every();
    expect(before).toHaveLength(3);
    await db().transaction((tx) => rebuildTrajectories(tx, center.center.id));
    expect(await every()).toEqual(before);
  });
});
