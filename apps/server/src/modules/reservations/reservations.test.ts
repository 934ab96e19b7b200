import { messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, reservedMemberships } from '../../db/schema/index';

type Headers = Record<string, string>;

describe('reserved memberships', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = (body: object, headers: Headers = a.staff.auth) =>
    inject('POST', '/v3/reserved_memberships', headers, body);
  const rowsOf = (centerId: string) =>
    db().select().from(reservedMemberships).where(eq(reservedMemberships.treatmentCenterId, centerId));
  const byPhone = async (centerId: string, phone: string) =>
    (
      await db()
        .select()
        .from(reservedMemberships)
        .where(
          and(
            eq(reservedMemberships.treatmentCenterId, centerId),
            eq(reservedMemberships.phoneNumber, phone),
          ),
        )
    )[0];
  const auditCount = async (action: string) =>
    (await db().select().from(auditEvents).where(eq(auditEvents.action, action))).length;

  describe('one reservation', () => {
    it('reserves a phone, normalised to digits with the +1 country code, and audits it', async () => {
      const before = await auditCount('reservation.create');
      const res = await create({ phone_number: '+1 (555) 010-0200', fb_email: 'Pat@Example.com' });
      expect(res.statusCode).toBe(201);
      expect(res.json().reserved_membership).toMatchObject({
        phone_number: '15550100200',
        fb_email: 'pat@example.com',
        state: 'pending',
        imported: false,
        import_id: null,
        email: null,
      });
      expect(await auditCount('reservation.create')).toBe(before + 1);

      const tenDigits = await create({ phone_number: '(555) 010-0201' });
      expect(tenDigits.json().reserved_membership).toMatchObject({
        phone_number: '15550100201',
        fb_email: null,
      });
    });

    it('refuses the same phone typed another way with a clear 409, but another center may reserve it', async () => {
      await create({ phone_number: '15550100210' });
      const again = await create({ phone_number: '555.010.0210' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.reservationPhoneTaken);
      expect((await rowsOf(a.center.id)).filter((r) => r.phoneNumber === '15550100210')).toHaveLength(1);
      expect((await create({ phone_number: '15550100210' }, b.staff.auth)).statusCode).toBe(201);
    });

    it('answers the spec messages and stores nothing', async () => {
      const count = (await rowsOf(a.center.id)).length;
      const cases: [object, string, string][] = [
        [{}, 'phone_number', messages.phoneRequired],
        [{ phone_number: '' }, 'phone_number', messages.phoneRequired],
        [{ phone_number: '+1 (555) 010' }, 'phone_number', messages.phoneMin],
        [{ phone_number: '+1 (555) 010-000' }, 'phone_number', messages.phoneMin],
        [{ phone_number: '+1' }, 'phone_number', messages.phoneRequired],
        [{ phone_number: 'call me maybe' }, 'phone_number', messages.phoneDigits],
        [{ phone_number: '15550100299', fb_email: 'nope' }, 'fb_email', messages.fbEmailInvalid],
      ];
      for (const [body, field, message] of cases) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errors).toContainEqual({ field, message });
      }
      expect(await rowsOf(a.center.id)).toHaveLength(count);
    });
  });

  describe('the list', () => {
    let c: SeededCenter;
    beforeAll(async () => {
      c = await createCenter(server);
      for (let i = 0; i < 12; i++)
        await create({ phone_number: `1555020${String(i).padStart(4, '0')}` }, c.staff.auth);
      await db()
        .update(reservedMemberships)
        .set({ state: 'completed', email: 'claimed@example.com', completedAt: new Date() })
        .where(eq(reservedMemberships.phoneNumber, '15550200000'));
    });

    it('pages by limit and offset, newest first, with the total', async () => {
      const first = await inject('GET', '/v3/reserved_memberships?limit=10&by_status=', c.staff.auth);
      expect(first.statusCode).toBe(200);
      expect(first.json().total).toBe(12);
      expect(first.json().reserved_memberships).toHaveLength(10);
      expect(first.json().reserved_memberships[0].phone_number).toBe('15550200011');
      const second = await inject('GET', '/v3/reserved_memberships?limit=10&offset=10', c.staff.auth);
      expect(second.json().reserved_memberships.map((r: { phone_number: string }) => r.phone_number)).toEqual(
        ['15550200001', '15550200000'],
      );
    });

    it('filters by status', async () => {
      const completed = await inject('GET', '/v3/reserved_memberships?by_status=completed', c.staff.auth);
      expect(completed.json()).toMatchObject({ total: 1 });
      expect(completed.json().reserved_memberships[0]).toMatchObject({
        state: 'completed',
        email: 'claimed@example.com',
      });
      const pending = await inject('GET', '/v3/reserved_memberships?by_status=pending', c.staff.auth);
      expect(pending.json().total).toBe(11);
      const bad = await inject('GET', '/v3/reserved_memberships?by_status=claimed', c.staff.auth);
      expect(bad.statusCode).toBe(400);
    });

    it('shows only the caller’s center, and audits the read', async () => {
      const before = await auditCount('reservation.list');
      const other = await inject('GET', '/v3/reserved_memberships', b.staff.auth);
      const phones = other.json().reserved_memberships.map((r: { phone_number: string }) => r.phone_number);
      expect(phones.some((p: string) => p.startsWith('1555020'))).toBe(false);
      expect(await auditCount('reservation.list')).toBe(before + 1);
    });
  });

  describe('edit and delete', () => {
    it('edits a pending reservation', async () => {
      const { reserved_membership: r } = (await create({ phone_number: '15550100300' })).json();
      const res = await inject('PUT', `/v3/reserved_memberships/${r.id}`, a.staff.auth, {
        phone_number: '+1 (555) 010-0301',
        email: 'New@Example.com',
        fb_email: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().reserved_membership).toMatchObject({
        phone_number: '15550100301',
        email: 'new@example.com',
        fb_email: null,
      });
      const [row] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'reservation.update'), eq(auditEvents.resourceId, r.id)));
      expect(row?.detail).toEqual({ fields: ['phone_number', 'email'] });
    });

    it('answers the edit modal messages and changes nothing', async () => {
      const { reserved_membership: r } = (await create({ phone_number: '15550100310' })).json();
      const cases: [object, string, string][] = [
        [{ phone_number: '' }, 'phone_number', messages.phoneRequiredReservation],
        [{}, 'phone_number', messages.phoneRequiredReservation],
        [{ phone_number: '1555' }, 'phone_number', messages.phoneMin],
        [{ phone_number: '15550100311', email: 'bad' }, 'email', messages.emailInvalid],
      ];
      for (const [body, field, message] of cases) {
        const res = await inject('PUT', `/v3/reserved_memberships/${r.id}`, a.staff.auth, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errors).toContainEqual({ field, message });
      }
      expect((await byPhone(a.center.id, '15550100310'))?.email).toBeNull();
    });

    it('refuses a phone another reservation has (409)', async () => {
      await create({ phone_number: '15550100320' });
      const { reserved_membership: r } = (await create({ phone_number: '15550100321' })).json();
      const res = await inject('PUT', `/v3/reserved_memberships/${r.id}`, a.staff.auth, {
        phone_number: '5550100320',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(messages.reservationPhoneTaken);
      expect(await byPhone(a.center.id, '15550100321')).toBeTruthy();
    });

    it('keeps a completed reservation read-only: no edit, no delete (422)', async () => {
      const { reserved_membership: r } = (await create({ phone_number: '15550100330' })).json();
      await db()
        .update(reservedMemberships)
        .set({ state: 'completed', email: 'done@example.com' })
        .where(eq(reservedMemberships.id, r.id));
      const edit = await inject('PUT', `/v3/reserved_memberships/${r.id}`, a.staff.auth, {
        phone_number: '15550100330',
        email: 'changed@example.com',
      });
      expect(edit.statusCode).toBe(422);
      expect(edit.json().message).toBe(messages.reservationCompleted);
      expect((await inject('DELETE', `/v3/reserved_memberships/${r.id}`, a.staff.auth)).statusCode).toBe(422);
      expect((await byPhone(a.center.id, '15550100330'))?.email).toBe('done@example.com');
    });

    it('deletes a pending reservation and audits it', async () => {
      const { reserved_membership: r } = (await create({ phone_number: '15550100340' })).json();
      const before = await auditCount('reservation.delete');
      expect((await inject('DELETE', `/v3/reserved_memberships/${r.id}`, a.owner.auth)).statusCode).toBe(204);
      expect(await byPhone(a.center.id, '15550100340')).toBeUndefined();
      expect(await auditCount('reservation.delete')).toBe(before + 1);
      expect((await inject('DELETE', `/v3/reserved_memberships/${r.id}`, a.owner.auth)).statusCode).toBe(404);
    });
  });

  describe('isolation and roles, on every route', () => {
    it('gives another center 404 and changes nothing; experts and support 403; no token 401', async () => {
      const { reserved_membership: r } = (await create({ phone_number: '15550100400' })).json();
      const calls: ['PUT' | 'DELETE', string, object?][] = [
        ['PUT', `/v3/reserved_memberships/${r.id}`, { phone_number: '15550100401' }],
        ['DELETE', `/v3/reserved_memberships/${r.id}`],
        ['DELETE', `/v3/reserved_memberships/${r.id}/delete_from_import`],
      ];
      for (const [method, url, body] of calls) {
        expect((await inject(method, url, b.owner.auth, body)).statusCode, `${method} ${url}`).toBe(404);
        expect((await inject(method, url, a.expert.auth, body)).statusCode).toBe(403);
        expect((await inject(method, url, a.support.auth, body)).statusCode).toBe(403);
        expect((await inject(method, url, {}, body)).statusCode).toBe(401);
      }
      expect((await byPhone(a.center.id, '15550100400'))?.id).toBe(r.id);

      for (const who of [a.expert, a.support]) {
        expect((await inject('GET', '/v3/reserved_memberships', who.auth)).statusCode).toBe(403);
        expect((await create({ phone_number: '15550100402' }, who.auth)).statusCode).toBe(403);
        const bulk = await inject(
          'POST',
          `/v3/treatment_centers/${a.center.id}/reserved_memberships`,
          who.auth,
          {
            rows: [{ phone_number: '15550100402' }],
          },
        );
        expect(bulk.statusCode).toBe(403);
      }
      expect((await inject('GET', '/v3/reserved_memberships', {})).statusCode).toBe(401);
      expect(await byPhone(a.center.id, '15550100402')).toBeUndefined();
    });
  });
});
