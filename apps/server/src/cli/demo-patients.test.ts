import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import {
  checkIns,
  memberships,
  reservedMemberships,
  taskCompletions,
  tcenterNotes,
  users,
} from '../db/schema/index';
import { metadataFor } from '../identity/metadata';
import { demoAccount } from './demo-accounts';
import { DEMO_PATIENT_DOMAIN, DEMO_PATIENT_PASSWORD } from './demo-patients';
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

  it('runs once: a second seed changes nothing', async () => {
    const before = Number((await db().select({ n: count() }).from(checkIns))[0]?.n);
    const members = Number((await db().select({ n: count() }).from(memberships))[0]?.n);
    await seedDemo(db(), server.config, { deps: server.deps });
    expect(Number((await db().select({ n: count() }).from(checkIns))[0]?.n)).toBe(before);
    expect(Number((await db().select({ n: count() }).from(memberships))[0]?.n)).toBe(members);
  });
});
