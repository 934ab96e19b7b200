import { DEFAULT_ALERT_THRESHOLDS } from '@portal/contracts';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import {
  alerts,
  checkIns,
  memberships,
  reservedMemberships,
  taskCompletions,
  tcenterNotes,
  treatmentCenters,
  users,
} from '../db/schema/index';
import { metadataFor } from '../identity/metadata';
import { centerToday, moodDip, silence } from '../modules/alerts/rules';
import { demoAccount } from './demo-accounts';
import { DEMO_PATIENT_DOMAIN, DEMO_PATIENT_PASSWORD, demoPatientAccount } from './demo-patients';
import { seedDemo } from './seed-demo';

/** The living demo center: ~60 patients in every status with 90 days of history, made once. */
describe('the demo center patients', () => {
  let server: TestServer;
  let seededMs = 0;
  beforeAll(async () => {
    server = await createTestServer();
    const started = Date.now();
    await seedDemo(server.deps.database.db, server.config, { deps: server.deps });
    seededMs = Date.now() - started;
    console.log(`demo seed with patients: ${seededMs} ms`);
  }, 600_000);
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const staffAuth = async () => {
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, demoAccount('staff').email));
    if (!row) throw new Error('no demo staff');
    return {
      authorization: `Bearer ${await signToken(server, { sub: row.subject, metadata: { ...metadataFor(row) } })}`,
    };
  };

  it('has patients in every status, reservations both ways, and history', async () => {
    const byStatus = await db()
      .select({ status: memberships.status, n: count() })
      .from(memberships)
      .where(like(memberships.email, `%@${DEMO_PATIENT_DOMAIN}`))
      .groupBy(memberships.status);
    const n = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
    expect(n.active).toBeGreaterThan(25);
    expect(n.alumni).toBeGreaterThan(3);
    expect(n.inactive).toBeGreaterThan(3);
    expect(n.invited).toBeGreaterThan(1);
    const states = await db()
      .select({ state: reservedMemberships.state, n: count() })
      .from(reservedMemberships)
      .groupBy(reservedMemberships.state);
    const s = Object.fromEntries(states.map((r) => [r.state, Number(r.n)]));
    expect(s.pending).toBeGreaterThan(1);
    expect(s.completed).toBeGreaterThan(1);

    const [c] = await db()
      .select({ n: count(), dips: sql<number>`count(*) filter (where ${checkIns.mood} <= 40)` })
      .from(checkIns);
    expect(Number(c?.n)).toBeGreaterThan(1000);
    expect(Number(c?.dips)).toBeGreaterThan(50);
    const [span] = await db()
      .select({ days: sql<number>`max(${checkIns.date}) - min(${checkIns.date})` })
      .from(checkIns);
    expect(Number(span?.days)).toBeGreaterThan(60);
    expect(Number((await db().select({ n: count() }).from(taskCompletions))[0]?.n)).toBeGreaterThan(1000);
    expect(Number((await db().select({ n: count() }).from(tcenterNotes))[0]?.n)).toBeGreaterThan(30);

    // A demo patient's account signs in with the demo password (accounts made by the sign-up services).
    const [patient] = await db()
      .select()
      .from(users)
      .where(and(eq(users.isPatient, true), like(users.email, `%@${DEMO_PATIENT_DOMAIN}`)))
      .limit(1);
    const { verifyPassword } = await import('../identity/passwords');
    expect(await verifyPassword(patient?.passwordHash ?? null, DEMO_PATIENT_PASSWORD)).toBe(true);
  });

  it('has the patient `npm start` names for the app: active, signing in with the demo password', async () => {
    const account = demoPatientAccount();
    expect(account.email).toMatch(new RegExp(`@${DEMO_PATIENT_DOMAIN.replace('.', '\\.')}$`));
    const [row] = await db()
      .select({ status: memberships.status, hash: users.passwordHash, isPatient: users.isPatient })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.email, account.email));
    expect(row).toMatchObject({ status: 'active', isPatient: true });
    const { verifyPassword } = await import('../identity/passwords');
    expect(await verifyPassword(row?.hash ?? null, account.password)).toBe(true);
  });

  it('shows non-zero figures on the staff dashboard and reports', async () => {
    const auth = await staffAuth();
    const stats = (await server.app.inject({ method: 'GET', url: '/v3/home/stats', headers: auth })).json();
    expect(stats.active_patients).toBeGreaterThan(25);
    expect(stats.pending_invitations).toBeGreaterThan(1);
    expect(stats.reserved_pending).toBeGreaterThan(1);
    expect(stats.reserved_completed).toBeGreaterThan(1);
    expect(stats.alumni).toBeGreaterThan(3);
    expect(stats.average_mood_7d).toBeGreaterThan(20);
    expect(stats.open_contact_requests).toBeGreaterThan(0);

    const [m] = await db()
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(checkIns, eq(checkIns.membershipId, memberships.id))
      .where(eq(memberships.status, 'active'))
      .limit(1);
    const month = stats.today.slice(0, 7);
    const cal = await server.app.inject({
      method: 'GET',
      url: `/v3/memberships/${m?.id}/get_calendar_report?month=${month}`,
      headers: auth,
    });
    expect(cal.statusCode).toBe(200);
    expect(cal.json().days.some((d: { tasks_done: number }) => d.tasks_done > 0)).toBe(true);
  });

  it('opens the alerts the seeded history meets, as the live rules would (issue 20)', async () => {
    const [center] = await db()
      .select({ id: treatmentCenters.id, timeZone: treatmentCenters.timeZone })
      .from(treatmentCenters)
      .innerJoin(memberships, eq(memberships.treatmentCenterId, treatmentCenters.id))
      .where(like(memberships.email, `%@${DEMO_PATIENT_DOMAIN}`))
      .limit(1);
    if (!center) throw new Error('no demo center');
    const today = centerToday(new Date(), center.timeZone);
    const active = await db()
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.treatmentCenterId, center.id), eq(memberships.status, 'active')));
    // What the rules say of each active patient's history, computed here from the stored check-ins.
    const expected = new Map<string, string[]>();
    for (const { id } of active) {
      const points = await db()
        .select({ date: checkIns.date, mood: checkIns.mood })
        .from(checkIns)
        .where(eq(checkIns.membershipId, id));
      const rulesMet = [
        moodDip(points, DEFAULT_ALERT_THRESHOLDS) && 'mood_dip',
        silence(
          points.map((p) => p.date),
          today,
          DEFAULT_ALERT_THRESHOLDS,
        ) && 'silence',
      ].filter((r): r is string => !!r);
      if (rulesMet.length) expected.set(id, rulesMet.sort());
    }
    expect(expected.size).toBeGreaterThan(0);
    const opened = await db()
      .select({ membershipId: alerts.membershipId, rule: alerts.rule })
      .from(alerts)
      .where(and(eq(alerts.treatmentCenterId, center.id), inArray(alerts.rule, ['mood_dip', 'silence'])));
    const actual = new Map<string, string[]>();
    for (const a of opened)
      actual.set(a.membershipId, [...(actual.get(a.membershipId) ?? []), a.rule].sort());
    expect(actual).toEqual(expected);
  });

  it('runs once: a second seed changes nothing', async () => {
    const before = Number((await db().select({ n: count() }).from(checkIns))[0]?.n);
    const members = Number((await db().select({ n: count() }).from(memberships))[0]?.n);
    await seedDemo(db(), server.config, { deps: server.deps });
    expect(Number((await db().select({ n: count() }).from(checkIns))[0]?.n)).toBe(before);
    expect(Number((await db().select({ n: count() }).from(memberships))[0]?.n)).toBe(members);
  });
});
