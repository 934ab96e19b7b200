import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import { checkIns, memberships, tcenterNotes, treatmentCenters, users } from '../db/schema/index';
import { metadataFor } from '../identity/metadata';
import { parseBulkOptions, seedBulk } from './seed-bulk';

/** The bulk seed at a tiny size: the same SQL that fills 100,000 patients in minutes. */
describe('the bulk seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('fills centers with patients in every status, check-ins and notes the API reads', async () => {
    const db = server.deps.database.db;
    const result = await seedBulk(db, {
      patients: 101,
      centers: 3,
      days: 10,
      notesPerPatient: 2,
      run: 'tiny',
    });
    expect(result).toMatchObject({ run: 'tiny', centers: 3, patients: 101 });
    const centers = await db
      .select()
      .from(treatmentCenters)
      .where(like(treatmentCenters.name, 'Bulk tiny %'));
    expect(centers).toHaveLength(3);
    const byStatus = await db
      .select({ status: memberships.status, n: count() })
      .from(memberships)
      .where(like(memberships.email, 'bulk-tiny-%'))
      .groupBy(memberships.status);
    const n: Record<string, number> = { active: 0, alumni: 0, inactive: 0, invited: 0 };
    for (const r of byStatus) n[r.status] = Number(r.n);
    expect(n.active).toBeGreaterThan(60);
    expect(n.alumni).toBeGreaterThan(5);
    expect(n.inactive).toBeGreaterThan(5);
    expect(n.invited).toBeGreaterThan(5);
    const sizes = await db
      .select({ n: count() })
      .from(memberships)
      .where(like(memberships.email, 'bulk-tiny-%'))
      .groupBy(memberships.treatmentCenterId);
    expect(sizes.map((s) => Number(s.n)).sort()).toEqual([33, 34, 34]);

    const [checks] = await db
      .select({
        n: count(),
        moods: sql<number>`count(distinct ${checkIns.mood})::int`,
        days: sql<number>`count(distinct ${checkIns.date})::int`,
      })
      .from(checkIns);
    expect(Number(checks?.n)).toBe(result.checkIns);
    expect(result.checkIns).toBeGreaterThan(0.6 * 10 * ((n.active ?? 0) + (n.alumni ?? 0)));
    expect(Number(checks?.moods)).toBeGreaterThanOrEqual(4);
    expect(Number(checks?.days)).toBe(10);
    expect(Number((await db.select({ n: count() }).from(tcenterNotes))[0]?.n)).toBe(result.notes);
    expect(result.notes).toBe(2 * (101 - (n.invited ?? 0)));

    // The center's staff sees its patients through the API (search, daily report).
    const center = centers[0];
    if (!center) throw new Error('no center');
    const [staff] = await db.select().from(users).where(eq(users.treatmentCenterId, center.id));
    if (!staff) throw new Error('no staff');
    const auth = {
      authorization: `Bearer ${await signToken(server, { sub: staff.subject, metadata: { ...metadataFor(staff) } })}`,
    };
    const list = await server.app.inject({
      method: 'GET',
      url: '/v3/memberships?by_name=garcia',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().memberships.length).toBeGreaterThan(0);
    const stats = (await server.app.inject({ method: 'GET', url: '/v3/home/stats', headers: auth })).json();
    expect(stats.checkins_today).toBeGreaterThan(0);
  });

  it('refuses bad flags', () => {
    expect(parseBulkOptions([])).toMatchObject({
      patients: 100_000,
      centers: 50,
      days: 30,
      notesPerPatient: 2,
    });
    expect(() => parseBulkOptions(['--centers', '0'])).toThrow('--centers');
    expect(() => parseBulkOptions(['--patients', 'many'])).toThrow('--patients');
  });
});
