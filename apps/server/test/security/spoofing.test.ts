import { type RouteDef, routes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, call, fingerprint, rowsOf, seedCenter } from './world';

/**
 * The center and the role of a caller come from its signed access token alone (decisions.md §3):
 * a center id, a user id or a role written into the body, the query or a header changes nothing.
 */
describe('spoofed centers, ids and roles are ignored', () => {
  let server: TestServer;
  let a: CenterWorld;
  let b: CenterWorld;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Aspen');
    b = await seedCenter(server, 'Beech');
  }, 120_000);
  afterAll(() => server?.close());

  const spoofBody = () => ({
    treatment_center_id: b.center.id,
    center_id: b.center.id,
    treatmentCenterId: b.center.id,
    user_id: b.owner.row.id,
    author_id: b.owner.row.id,
    is_owner: true,
    isOwner: true,
    role: 'owner',
    support: true,
  });
  const spoofQuery = () => ({ treatment_center_id: b.center.id, center_id: b.center.id, is_owner: 'true' });
  const spoofHeaders = () => ({
    'x-treatment-center-id': b.center.id,
    'x-center-id': b.center.id,
    'x-user-id': b.owner.row.id,
    'x-is-owner': 'true',
    'x-role': 'owner',
  });

  const centerOf = async (table: string, id: string) => {
    const res = await server.deps.database.db.execute(
      sql.raw(`SELECT treatment_center_id AS c FROM "${table}" WHERE id = '${id}'`),
    );
    return rowsOf<{ c: string }>(res)[0]?.c;
  };

  const creations: [
    string,
    RouteDef,
    () => Record<string, string>,
    () => object,
    string,
    (j: Record<string, { id: string }>) => string | undefined,
  ][] = [
    [
      'a daily task',
      routes.createTask,
      () => ({}),
      () => ({ title: 'Spoofed walk' }),
      'daily_tasks',
      (j) => j.tcenter_daily_task?.id,
    ],
    [
      'an event',
      routes.createEvent,
      () => ({}),
      () => ({ title: 'Spoofed', description: 'x', event_date: '2027-08-01T10:00' }),
      'alumni_events',
      (j) => j.alumni_event?.id,
    ],
    [
      'a reservation',
      routes.createReservation,
      () => ({}),
      () => ({ phone_number: '15550107777' }),
      'reserved_memberships',
      (j) => j.reserved_membership?.id,
    ],
    [
      'an invitation',
      routes.invitePatient,
      () => ({}),
      () => ({ email: 'spoofed-invite@example.test', full_name: 'Spoofed Invite' }),
      'memberships',
      (j) => j.membership?.id,
    ],
    [
      'a note',
      routes.createNote,
      () => ({ id: a.ids.membership }),
      () => ({ content: 'Spoofed note' }),
      'tcenter_notes',
      (j) => j.note?.id,
    ],
  ];

  it.each(creations)(
    '%s lands in the caller’s center whatever body, query and headers say',
    async (_, def, params, body, table, idOf) => {
      const res = await call(server, def, {
        params: params(),
        query: spoofQuery(),
        body: { ...spoofBody(), ...body() },
        headers: { ...a.staff.auth, ...spoofHeaders() },
      });
      expect(res.statusCode, res.body).toBe(def.success);
      const id = idOf(res.json());
      if (!id) throw new Error(`no id in ${res.body}`);
      expect(await centerOf(table, id)).toBe(a.center.id);
    },
  );

  it('a note’s author is the caller, not a user id in the body', async () => {
    const res = await call(server, routes.createNote, {
      params: { id: a.ids.membership },
      body: { content: 'Who wrote me', ...spoofBody() },
      headers: { ...a.staff.auth, ...spoofHeaders() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().note.author_name).toBe('Sam Staff');
  });

  it('a staff member claiming to be owner in body, query or headers is still refused owner routes', async () => {
    const before = await fingerprint(server);
    const res = await call(server, routes.updateCenter, {
      params: { id: a.center.id },
      query: spoofQuery(),
      body: { name: 'Taken over', ...spoofBody() },
      headers: { ...a.staff.auth, ...spoofHeaders() },
    });
    expect(res.statusCode).toBe(403);
    expect(await fingerprint(server)).toEqual(before);
    const me = await call(server, routes.me, {
      headers: { ...a.staff.auth, ...spoofHeaders() },
      query: spoofQuery(),
    });
    expect(me.json().user.treatment_center_id).toBe(a.center.id);
    expect(JSON.stringify(me.json())).not.toContain(b.center.id);
    expect(me.json().user.is_owner).toBe(false);
  });

  it('a list asked for another center by query or header still lists the caller’s own', async () => {
    const res = await call(server, routes.listMemberships, {
      query: spoofQuery(),
      headers: { ...a.staff.auth, ...spoofHeaders() },
    });
    expect(res.statusCode).toBe(200);
    for (const marker of b.markers) expect(res.body).not.toContain(marker);
    expect(res.body).toContain(a.ids.membership);
  });

  it('a staff member cannot make itself an owner through its own staff record', async () => {
    const res = await call(server, routes.updateStaffMember, {
      params: { id: a.center.id, staffId: a.staff.row.id },
      body: { first_name: 'Sam', last_name: 'Staff', phone: '15550100000', status: true, is_admin: true },
      headers: a.staff.auth,
    });
    expect(res.statusCode).toBe(403);
    const [row] = rowsOf<{ is_owner: boolean }>(
      await server.deps.database.db.execute(sql`SELECT is_owner FROM users WHERE id = ${a.staff.row.id}`),
    );
    expect(row?.is_owner).toBe(false);
  });
});
