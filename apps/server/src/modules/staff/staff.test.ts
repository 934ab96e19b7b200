import { messages, type StaffMember } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, signToken, type TestServer } from '../../../test/helpers/server';
import { auditEvents, users } from '../../db/schema/index';
import { metadataFor } from '../../identity/metadata';
import { verifyPassword } from '../../identity/passwords';

const PASSWORD = 'correct horse battery';

describe('staff members', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const addUrl = (centerId: string) => `/v3/treatment_centers/${centerId}/add_staff_member`;
  const updateUrl = (centerId: string, staffId: string) =>
    `/v3/treatment_centers/${centerId}/center_staff_members/${staffId}`;
  const add = (headers: object, payload: object, centerId = a.center.id) =>
    server.app.inject({
      method: 'POST',
      url: addUrl(centerId),
      headers: headers as Record<string, string>,
      payload,
    });
  const update = (headers: object, staffId: string, payload: object, centerId = a.center.id) =>
    server.app.inject({
      method: 'PUT',
      url: updateUrl(centerId, staffId),
      headers: headers as Record<string, string>,
      payload,
    });
  const valid = (over: object = {}) => ({
    email: `Nina.${Math.random().toString(36).slice(2, 8)}@Example.test`,
    password: PASSWORD,
    first_name: 'Nina',
    last_name: 'Nurse',
    phone: '+1 (555) 010-2030',
    status: true,
    receiving_calls: true,
    is_admin: false,
    ...over,
  });
  const userCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;
  const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const auditOf = (action: string, resourceId: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));
  const tokenFor = async (id: string) => {
    const row = await rowOf(id);
    if (!row) throw new Error('no row');
    return {
      authorization: `Bearer ${await signToken(server, { sub: row.subject, metadata: { ...metadataFor(row) } })}`,
    };
  };
  const centerAs = (headers: object, centerId = a.center.id) =>
    server.app.inject({
      method: 'GET',
      url: `/v3/treatment_centers/${centerId}`,
      headers: headers as Record<string, string>,
    });

  describe('add_staff_member', () => {
    it('creates an embedded account: argon2id hash, portal| subject, normalised e-mail and phone, audited', async () => {
      const body = valid();
      const res = await add(a.owner.auth, body);
      expect(res.statusCode, res.body).toBe(201);
      const member: StaffMember = res.json().staff_member;
      expect(member).toMatchObject({
        email: body.email.toLowerCase(),
        first_name: 'Nina',
        last_name: 'Nurse',
        phone: '15550102030',
        status: true,
        receiving_calls: true,
        is_admin: false,
      });
      const row = await rowOf(member.id);
      expect(row?.subject).toMatch(/^portal\|[0-9a-f-]{36}$/);
      expect(member.auth0_id).toBe(row?.subject.replace('|', '_'));
      expect(row?.treatmentCenterId).toBe(a.center.id);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? null, PASSWORD)).toBe(true);
      expect(await verifyPassword(row?.passwordHash ?? null, 'wrong password!!')).toBe(false);
      const [entry] = await auditOf('staff.create', member.id);
      expect(entry).toMatchObject({
        actorSubject: a.owner.row.subject,
        treatmentCenterId: a.center.id,
        outcome: 'success',
      });
      expect(JSON.stringify(entry?.detail)).not.toContain('Nina');

      // The new member is in the center's staff list and can call the API with a token of their own.
      const center = await centerAs(await tokenFor(member.id));
      expect(center.statusCode).toBe(200);
      expect(center.json().treatment_center.staff_members.map((s: StaffMember) => s.id)).toContain(member.id);
    });

    it('creates an owner when is_admin is true, and a disabled member who takes no calls', async () => {
      const owner = (await add(a.owner.auth, valid({ is_admin: true }))).json().staff_member;
      expect(owner.is_admin).toBe(true);
      expect((await rowOf(owner.id))?.isOwner).toBe(true);
      const off = (await add(a.owner.auth, valid({ status: false, receiving_calls: true }))).json()
        .staff_member;
      expect(off).toMatchObject({ status: false, receiving_calls: false });
      expect((await centerAs(await tokenFor(off.id))).statusCode).toBe(401);
    });

    it.each([
      ['email', { email: undefined }, messages.emailRequired],
      ['email', { email: '' }, messages.emailRequired],
      ['email', { email: 'not-an-email' }, messages.emailInvalid],
      ['password', { password: undefined }, messages.passwordRequired],
      ['password', { password: '' }, messages.passwordRequired],
      ['password', { password: 'short' }, messages.passwordTooShort],
      ['first_name', { first_name: '   ' }, messages.firstNameRequired],
      ['last_name', { last_name: undefined }, messages.lastNameRequired],
      ['phone', { phone: undefined }, messages.phoneRequired],
      ['phone', { phone: '' }, messages.phoneRequired],
      ['phone', { phone: '+1 (555) 010' }, messages.phoneMin],
      ['phone', { phone: '555-CALL-NOW1' }, messages.phoneDigits],
      ['status', { status: undefined }, messages.statusRequired],
      ['status', { status: 'yes' }, messages.statusRequired],
      ['is_admin', { is_admin: undefined }, messages.isAdminRequired],
    ])('refuses a bad %s (%j) with the spec message and creates nothing', async (field, over, message) => {
      const before = await userCount();
      const res = await add(a.owner.auth, valid(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
      expect(await userCount()).toBe(before);
    });

    it('refuses an e-mail already in use, whatever its case and center (409), and creates nothing', async () => {
      const before = await userCount();
      const res = await add(a.owner.auth, valid({ email: b.staff.row.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: messages.staffEmailTaken,
        errors: [{ field: 'email', message: messages.staffEmailTaken }],
      });
      expect(await userCount()).toBe(before);
    });

    it('keeps staff, experts, other centers and anonymous callers out, creating nothing', async () => {
      const before = await userCount();
      expect((await add(a.staff.auth, valid())).statusCode).toBe(403);
      expect((await add(a.expert.auth, valid())).statusCode).toBe(403);
      expect((await add(a.support.auth, valid())).statusCode).toBe(403);
      expect((await add(b.owner.auth, valid())).statusCode).toBe(403);
      expect((await add({}, valid())).statusCode).toBe(401);
      expect(await userCount()).toBe(before);
    });
  });

  describe('center_staff_members', () => {
    const edit = (row: { firstName: string; lastName: string }, over: object = {}) => ({
      first_name: row.firstName,
      last_name: row.lastName,
      phone: '15550109999',
      status: true,
      receiving_calls: false,
      ...over,
    });

    it('updates names, phone and receiving calls, audited by field name', async () => {
      const res = await update(a.owner.auth, a.staff.row.id, {
        first_name: 'Samuel',
        last_name: 'Staffer',
        phone: '+1 (555) 777-8888',
        status: true,
        receiving_calls: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().staff_member).toMatchObject({
        id: a.staff.row.id,
        first_name: 'Samuel',
        last_name: 'Staffer',
        phone: '15557778888',
        receiving_calls: false,
        status: true,
        is_admin: false,
      });
      const [entry] = await auditOf('staff.update', a.staff.row.id);
      expect(entry?.detail).toEqual({ fields: ['firstName', 'lastName', 'phone', 'receivingCalls'] });
    });

    it('disabling a member refuses their very next call; enabling lets them back', async () => {
      const member = (await add(a.owner.auth, valid())).json().staff_member as StaffMember;
      const token = await tokenFor(member.id);
      expect((await centerAs(token)).statusCode).toBe(200);

      const off = await update(
        a.owner.auth,
        member.id,
        edit({ firstName: 'Nina', lastName: 'Nurse' }, { status: false }),
      );
      expect(off.statusCode).toBe(200);
      expect(off.json().staff_member.status).toBe(false);
      expect((await centerAs(token)).statusCode).toBe(401);
      expect(await auditOf('staff.disable', member.id)).toHaveLength(1);

      const on = await update(
        a.owner.auth,
        member.id,
        edit({ firstName: 'Nina', lastName: 'Nurse' }, { status: true }),
      );
      expect(on.statusCode).toBe(200);
      expect((await centerAs(token)).statusCode).toBe(200);
      expect(await auditOf('staff.enable', member.id)).toHaveLength(1);
    });

    it('promotes and demotes, audited as role changes', async () => {
      const member = (await add(a.owner.auth, valid())).json().staff_member as StaffMember;
      const up = await update(
        a.owner.auth,
        member.id,
        edit({ firstName: 'N', lastName: 'N' }, { is_admin: true }),
      );
      expect(up.json().staff_member.is_admin).toBe(true);
      const down = await update(
        a.owner.auth,
        member.id,
        edit({ firstName: 'N', lastName: 'N' }, { is_admin: false }),
      );
      expect(down.json().staff_member.is_admin).toBe(false);
      const changes = await auditOf('staff.role_change', member.id);
      expect(changes.map((c) => c.detail)).toEqual([
        { from: 'staff', to: 'owner' },
        { from: 'owner', to: 'staff' },
      ]);
    });

    it('never lets the last active owner disable or demote themself (422), and records the refusal', async () => {
      const c = await createCenter(server);
      const self = c.owner.row;
      for (const over of [{ status: false }, { is_admin: false }]) {
        const res = await update(c.owner.auth, self.id, edit(self, over), c.center.id);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(messages.lastOwner);
      }
      expect(await rowOf(self.id)).toMatchObject({ active: true, isOwner: true });
      const denied = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.resourceId, self.id), eq(auditEvents.outcome, 'denied')));
      expect(denied).toHaveLength(2);

      // With a second active owner the first may step down.
      const second = await createUser(server, { treatmentCenterId: c.center.id, isOwner: true });
      const res = await update(c.owner.auth, self.id, edit(self, { is_admin: false }), c.center.id);
      expect(res.statusCode).toBe(200);
      expect((await rowOf(self.id))?.isOwner).toBe(false);
      // …and now the second one is the last.
      const last = await update(second.auth, second.row.id, edit(second.row, { status: false }), c.center.id);
      expect(last.statusCode).toBe(422);
    });

    it('two owners demoting each other at once leave one owner', async () => {
      const c = await createCenter(server);
      const other = await createUser(server, { treatmentCenterId: c.center.id, isOwner: true });
      const [r1, r2] = await Promise.all([
        update(c.owner.auth, other.row.id, edit(other.row, { is_admin: false }), c.center.id),
        update(other.auth, c.owner.row.id, edit(c.owner.row, { is_admin: false }), c.center.id),
      ]);
      // The loser is refused either as the last owner (422) or, when the winner committed first, as
      // no longer an owner at all (403: a demotion takes effect on the next call).
      const [first, second] = [r1.statusCode, r2.statusCode].sort();
      expect(first).toBe(200);
      expect([403, 422]).toContain(second);
      const owners = await db()
        .select()
        .from(users)
        .where(and(eq(users.treatmentCenterId, c.center.id), eq(users.isOwner, true)));
      expect(owners).toHaveLength(1);
    });

    it('answers 404 for another center’s member, an expert or a patient, and changes nothing', async () => {
      const patient = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
      for (const target of [b.staff.row, a.expert.row, a.support.row, patient.row]) {
        const res = await update(
          a.owner.auth,
          target.id,
          edit(target, { status: false, first_name: 'Hacked' }),
        );
        expect(res.statusCode).toBe(404);
        expect(await rowOf(target.id)).toMatchObject({ active: true, firstName: target.firstName });
      }
    });

    it('validates with the spec messages and changes nothing', async () => {
      for (const [over, field, message] of [
        [{ first_name: '' }, 'first_name', messages.firstNameRequired],
        [{ last_name: '' }, 'last_name', messages.lastNameRequired],
        [{ phone: '' }, 'phone', messages.phoneRequired],
        [{ phone: '12345' }, 'phone', messages.phoneMin],
        [{ status: null }, 'status', messages.statusRequired],
      ] as const) {
        const res = await update(a.owner.auth, a.staff.row.id, edit({ firstName: 'X', lastName: 'Y' }, over));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual({ field, message });
      }
      expect((await rowOf(a.staff.row.id))?.firstName).toBe('Samuel');
    });

    it('keeps staff, other centers and anonymous callers out', async () => {
      const body = edit({ firstName: 'Evil', lastName: 'Edit' }, { status: false });
      expect((await update(a.staff.auth, a.staff.row.id, body)).statusCode).toBe(403);
      expect((await update(a.expert.auth, a.staff.row.id, body)).statusCode).toBe(403);
      expect((await update(b.owner.auth, a.staff.row.id, body)).statusCode).toBe(403);
      expect((await update(b.owner.auth, a.staff.row.id, body, b.center.id)).statusCode).toBe(404);
      expect((await update({}, a.staff.row.id, body)).statusCode).toBe(401);
      expect(await rowOf(a.staff.row.id)).toMatchObject({ active: true, firstName: 'Samuel' });
    });
  });
});
