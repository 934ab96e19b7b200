import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { assistanceRecords, auditEvents, memberships, treatmentCenters } from '../../db/schema/index';
import { addDays, daysBetween, localDate } from '../../infra/time/calendar-date';

describe('patients: /v3/memberships', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const db = () => server.deps.database.db;
  const rowOf = async (id: string) =>
    (await db().select().from(memberships).where(eq(memberships.id, id)))[0];

  describe('list and search', () => {
    let center: SeededCenter;
    beforeAll(async () => {
      center = await createCenter(server);
      await createPatient(server, center.center.id, {
        firstName: 'José',
        lastName: 'Núñez',
        email: 'jnunez@clinic.test',
        addictions: ['alcohol'],
      });
      await createPatient(server, center.center.id, {
        firstName: 'Ana',
        lastName: 'García-López',
        email: 'ana.g@mail.test',
        status: 'invited',
      });
      await createPatient(server, center.center.id, {
        firstName: 'Zoë',
        lastName: 'Smith',
        email: 'zoe@x.test',
        addictions: ['opioids', 'alcohol'],
        status: 'alumni',
      });
      for (let i = 0; i < 12; i++) {
        await createPatient(server, center.center.id, {
          firstName: `Bulk${i}`,
          lastName: 'Person',
          email: `bulk${i}@bulk.test`,
        });
      }
      // The other center has a José too: it never shows up here.
      await createPatient(server, b.center.id, {
        firstName: 'José',
        lastName: 'Other',
        email: 'jose@other.test',
      });
    });

    const list = (query: string, headers: Record<string, string> = center.staff.auth) =>
      call('GET', `/v3/memberships${query}`, headers);
    const names = (res: Awaited<ReturnType<typeof list>>) =>
      (res.json() as { memberships: { full_name: string }[] }).memberships.map((m) => m.full_name);

    it('pages by 10, newest first, with the total, only the caller center', async () => {
      const first = await list('');
      expect(first.statusCode).toBe(200);
      expect(first.json().total).toBe(15);
      expect(first.json().total_capped).toBe(false);
      expect(names(first)).toHaveLength(10);
      expect(names(first)[0]).toBe('Bulk11 Person');
      const second = await list('?offset=10');
      expect(names(second)).toHaveLength(5);
      expect(names(second)).toContain('José Núñez');
      expect(second.json().total).toBe(15);
      // Past the end: no rows to carry the count, which then runs on its own.
      expect((await list('?offset=50')).json()).toMatchObject({ memberships: [], total: 15 });
      expect([...names(first), ...names(second)]).not.toContain('José Other');
      const m = first.json().memberships[0];
      // The spec's fields, and account_deleted_at (decisions.md: the staff see whom the app no longer reaches).
      expect(Object.keys(m).sort()).toEqual(
        [
          'account_deleted_at',
          'addictions',
          'created_at',
          'email',
          'external_id',
          'first_day',
          'first_name',
          'full_name',
          'id',
          'last_name',
          'phone_number',
          'status',
        ].sort(),
      );
    });

    it('matches first name, last name, full name and e-mail, ignoring case and accents', async () => {
      expect(names(await list('?by_name=jose'))).toEqual(['José Núñez']);
      expect(names(await list('?by_name=NUNEZ'))).toEqual(['José Núñez']);
      expect(names(await list(`?by_name=${encodeURIComponent('josé núñez')}`))).toEqual(['José Núñez']);
      expect(names(await list(`?by_name=${encodeURIComponent('Nunez Jose')}`))).toEqual(['José Núñez']);
      expect(names(await list('?by_name=ana.g%40mail'))).toEqual(['Ana García-López']);
      expect(names(await list('?by_name=garcia-lop'))).toEqual(['Ana García-López']);
      expect(names(await list('?by_name=zoe'))).toEqual(['Zoë Smith']);
      expect((await list('?by_name=nobody-like-this')).json()).toEqual({
        memberships: [],
        total: 0,
        total_capped: false,
      });
    });

    it('treats LIKE wildcards in the search as plain text', async () => {
      expect((await list('?by_name=%25')).json().total).toBe(0);
      expect((await list('?by_name=_')).json().total).toBe(0);
    });

    it('filters by status and by addiction, alone or with a search', async () => {
      expect(names(await list('?by_membership_status=invited'))).toEqual(['Ana García-López']);
      expect(names(await list('?by_membership_status=alumni&by_name=smith'))).toEqual(['Zoë Smith']);
      expect((await list('?by_membership_status=')).json().total).toBe(15);
      expect(names(await list('?by_addiction=opioids'))).toEqual(['Zoë Smith']);
      expect(names(await list('?by_addiction=alcohol')).sort()).toEqual(['José Núñez', 'Zoë Smith']);
      expect((await list('?by_membership_status=gone')).statusCode).toBe(400);
    });

    it('writes one audit row per list or search, without the search words', async () => {
      const before = await auditCount(server, center.center.id);
      await list('?by_name=jose');
      expect(await auditCount(server, center.center.id)).toBe(before + 1);
      const [row] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'membership.search'))
        .orderBy(auditEvents.at);
      expect(row?.outcome).toBe('success');
      expect(JSON.stringify(row?.detail)).not.toMatch(/jose/i);
      expect(row?.detail).toMatchObject({ words: 1, returned: 1, total: 1 });
    });

    it('refuses anonymous callers, experts and support', async () => {
      expect((await list('', {})).statusCode).toBe(401);
      expect((await list('', center.expert.auth)).statusCode).toBe(403);
      expect((await list('', center.support.auth)).statusCode).toBe(403);
    });
  });

  describe('profile', () => {
    it('reads a patient with progress computed in the center time zone, and audits the read', async () => {
      const today = localDate(new Date(), a.center.timeZone);
      const p = await createPatient(server, a.center.id, {
        firstDay: addDays(today, -7),
        phoneNumber: '15550100000',
      });
      const before = await auditCount(server, a.center.id, 'membership.read');
      const res = await call('GET', `/v3/memberships/${p.id}`, a.staff.auth);
      expect(res.statusCode).toBe(200);
      const { membership } = res.json();
      expect(membership).toMatchObject({
        id: p.id,
        status: 'active',
        phone_number: '15550100000',
        first_day: addDays(today, -7),
      });
      expect(membership.progress).toEqual({
        position: 8,
        curr_date: today,
        curr_week: 2,
        day_in_curr_week: 1,
        curr_week_start_pos: 8,
        curr_week_end_pos: 14,
        curr_week_start_date: today,
        curr_week_end_date: addDays(today, 6),
        first_day: addDays(today, -7),
      });
      expect(await auditCount(server, a.center.id, 'membership.read')).toBe(before + 1);
    });

    it('follows the center time zone: the same instant is a different day in Kiritimati and Pago Pago', async () => {
      const east = await createCenter(server);
      await db()
        .update(treatmentCenters)
        .set({ timeZone: 'Pacific/Kiritimati' })
        .where(eq(treatmentCenters.id, east.center.id));
      const now = new Date();
      const eastToday = localDate(now, 'Pacific/Kiritimati');
      const westToday = localDate(now, 'Pacific/Pago_Pago');
      expect(eastToday).not.toBe(westToday);
      const p = await createPatient(server, east.center.id, { firstDay: westToday });
      const res = await call('GET', `/v3/memberships/${p.id}`, east.staff.auth);
      // 25 hours apart: one or two days ahead, depending on the hour the test runs.
      expect(res.json().membership.progress).toMatchObject({
        curr_date: eastToday,
        position: daysBetween(westToday, eastToday) + 1,
      });
      expect(daysBetween(westToday, eastToday)).toBeGreaterThanOrEqual(1);
    });

    it('has no progress without a sobriety date', async () => {
      const p = await createPatient(server, a.center.id);
      expect(
        (await call('GET', `/v3/memberships/${p.id}`, a.staff.auth)).json().membership.progress,
      ).toBeNull();
    });

    it('reads waiting together share a statement, each still scoped to its own center', async () => {
      // Concurrent profile reads go in one statement (repository.findMembershipDetail): a read
      // of another center's patient in the same batch finds nothing, and is not audited.
      const mine = await createPatient(server, a.center.id, { firstName: 'Batched' });
      const theirs = await createPatient(server, b.center.id, { firstName: 'Elsewhere' });
      const beforeA = await auditCount(server, a.center.id, 'membership.read');
      const beforeB = await auditCount(server, b.center.id, 'membership.read');
      const answers = await Promise.all([
        call('GET', `/v3/memberships/${mine.id}`, a.staff.auth),
        call('GET', `/v3/memberships/${mine.id}`, b.staff.auth),
        call('GET', `/v3/memberships/${theirs.id}`, a.staff.auth),
        call('GET', `/v3/memberships/${theirs.id}`, b.staff.auth),
        call('GET', `/v3/memberships/${mine.id}`, a.staff.auth),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 404, 200, 200]);
      expect(answers[1]?.json()).toEqual({ message: 'Not found.' });
      expect(answers[2]?.json()).toEqual({ message: 'Not found.' });
      expect(answers[0]?.json().membership.first_name).toBe('Batched');
      expect(answers[3]?.json().membership.first_name).toBe('Elsewhere');
      expect(await auditCount(server, a.center.id, 'membership.read')).toBe(beforeA + 2);
      expect(await auditCount(server, b.center.id, 'membership.read')).toBe(beforeB + 1);
    });

    it("hides another center's patient (404) and an unknown id", async () => {
      const p = await createPatient(server, a.center.id);
      const before = await auditCount(server, b.center.id);
      const res = await call('GET', `/v3/memberships/${p.id}`, b.staff.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
      expect(await auditCount(server, b.center.id)).toBe(before);
      expect(
        (await call('GET', '/v3/memberships/00000000-0000-4000-8000-000000000000', a.staff.auth)).statusCode,
      ).toBe(404);
      expect((await call('GET', `/v3/memberships/${p.id}`, a.expert.auth)).statusCode).toBe(403);
      expect((await call('GET', `/v3/memberships/${p.id}`)).statusCode).toBe(401);
    });
  });

  describe('update', () => {
    it('changes names, phone (mask stripped), addictions and the sobriety date; audits the field names', async () => {
      const p = await createPatient(server, a.center.id);
      const firstDay = addDays(localDate(new Date(), a.center.timeZone), -3);
      const res = await call('PUT', `/v3/memberships/${p.id}`, a.staff.auth, {
        first_name: ' Maria ',
        last_name: 'Lopez',
        phone_number: '+1 (555) 010-2030',
        addictions: ['alcohol', 'gambling', 'alcohol'],
        first_day: firstDay,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().membership).toMatchObject({
        first_name: 'Maria',
        last_name: 'Lopez',
        full_name: 'Maria Lopez',
        phone_number: '15550102030',
        addictions: ['alcohol', 'gambling'],
        first_day: firstDay,
        progress: { position: 4, curr_week: 1, day_in_curr_week: 4 },
      });
      const row = await rowOf(p.id);
      expect(row).toMatchObject({ firstName: 'Maria', addictions: ['alcohol', 'gambling'], firstDay });
      const [event] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'membership.update'));
      expect(event?.detail).toEqual({
        fields: ['firstName', 'lastName', 'phoneNumber', 'addictions', 'firstDay'],
      });
    });

    it('clears the phone and the sobriety date', async () => {
      const p = await createPatient(server, a.center.id, {
        phoneNumber: '15550100000',
        firstDay: '2026-01-01',
      });
      const res = await call('PUT', `/v3/memberships/${p.id}`, a.staff.auth, {
        phone_number: '',
        first_day: null,
      });
      expect(res.json().membership).toMatchObject({ phone_number: null, first_day: null, progress: null });
    });

    it('refuses an addiction outside the catalogue with a clear message, and changes nothing', async () => {
      const p = await createPatient(server, a.center.id, { addictions: ['cannabis'] });
      const res = await call('PUT', `/v3/memberships/${p.id}`, a.staff.auth, {
        first_name: 'Changed',
        addictions: ['alcohol', 'chocolate'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: '"chocolate" is not in the addiction catalogue.',
        errors: [{ field: 'addictions.1', message: '"chocolate" is not in the addiction catalogue.' }],
      });
      expect(await rowOf(p.id)).toMatchObject({ firstName: 'Pat', addictions: ['cannabis'] });
    });

    it('answers each validation rule with its message and changes nothing', async () => {
      const p = await createPatient(server, a.center.id, { phoneNumber: '15550100000' });
      const tomorrow = addDays(localDate(new Date(), a.center.timeZone), 1);
      const cases: [unknown, string][] = [
        [{ first_name: '  ' }, 'First name is required.'],
        [{ last_name: '' }, 'Last name is required.'],
        [{ phone_number: '+1 (555) 01' }, 'Phone Number must contain at least 11 characters'],
        [{ phone_number: '1555abc00000' }, 'Phone Number must contain only digits.'],
        [{ first_day: tomorrow }, 'The sobriety date cannot be in the future.'],
        [{ first_day: '2026-02-30' }, 'Sobriety date must be a date written like 2026-01-31.'],
      ];
      for (const [body, message] of cases) {
        const res = await call('PUT', `/v3/memberships/${p.id}`, a.staff.auth, {
          first_name: 'Changed',
          ...(body as object),
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await rowOf(p.id)).toMatchObject({
        firstName: 'Pat',
        phoneNumber: '15550100000',
        firstDay: null,
      });
    });

    it("refuses another center's staff (404) and experts (403); nothing changes", async () => {
      const p = await createPatient(server, a.center.id);
      expect(
        (
          await call('PUT', `/v3/memberships/${p.id}`, b.staff.auth, {
            first_name: 'Evil',
            addictions: ['alcohol'],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/v3/memberships/${p.id}`, a.expert.auth, { first_name: 'Evil' })).statusCode,
      ).toBe(403);
      expect((await call('PUT', `/v3/memberships/${p.id}`, {}, { first_name: 'Evil' })).statusCode).toBe(401);
      expect(await rowOf(p.id)).toMatchObject({ firstName: 'Pat', addictions: [] });
    });
  });

  describe('status', () => {
    it('activates an invited patient and starts the program today when no sobriety date is set', async () => {
      const p = await createPatient(server, a.center.id, { status: 'invited' });
      const res = await call('PUT', `/v3/memberships/${p.id}/update_status`, a.staff.auth, {
        status: 'active',
      });
      expect(res.statusCode).toBe(200);
      const today = localDate(new Date(), a.center.timeZone);
      expect(res.json().membership).toMatchObject({
        status: 'active',
        first_day: today,
        progress: { position: 1 },
      });
      const [event] = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, p.id));
      expect(event).toMatchObject({
        action: 'membership.status_update',
        detail: { from: 'invited', to: 'active' },
      });
    });

    it('follows the documented transitions and refuses the others with 422', async () => {
      const p = await createPatient(server, a.center.id, { status: 'active', firstDay: '2026-01-05' });
      const to = (status: string, headers = a.staff.auth) =>
        call('PUT', `/v3/memberships/${p.id}/update_status`, headers, { status });
      const bad = await to('invited');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe("A patient's status cannot change from active to invited.");
      expect((await to('active')).statusCode).toBe(422);
      expect((await to('alumni')).json().membership).toMatchObject({
        status: 'alumni',
        first_day: '2026-01-05',
      });
      expect((await to('inactive')).statusCode).toBe(200);
      expect((await to('alumni')).statusCode).toBe(422);
      expect((await to('active')).statusCode).toBe(200);
      expect((await to('whatever')).statusCode).toBe(400);
      expect((await to('inactive', b.staff.auth)).statusCode).toBe(404);
      expect((await to('inactive', a.support.auth)).statusCode).toBe(403);
      expect((await rowOf(p.id))?.status).toBe('active');
    });
  });

  describe('destroy', () => {
    it("deletes with 204; another center's staff gets 404 and the patient stays", async () => {
      const p = await createPatient(server, a.center.id);
      expect(
        (await call('DELETE', `/v3/memberships/${p.id}/destroy_membership`, b.staff.auth)).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/v3/memberships/${p.id}/destroy_membership`, a.expert.auth)).statusCode,
      ).toBe(403);
      expect(await rowOf(p.id)).toBeDefined();
      const res = await call('DELETE', `/v3/memberships/${p.id}/destroy_membership`, a.staff.auth);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowOf(p.id)).toBeUndefined();
      expect((await call('GET', `/v3/memberships/${p.id}`, a.staff.auth)).statusCode).toBe(404);
      expect(await auditCount(server, a.center.id, 'membership.delete')).toBeGreaterThanOrEqual(1);
    });
  });

  describe('assistance records', () => {
    it('records attendance with who recorded it', async () => {
      const p = await createPatient(server, a.center.id);
      const date = addDays(localDate(new Date(), a.center.timeZone), -1);
      const res = await call('POST', `/v3/memberships/${p.id}/add_assistance_record`, a.staff.auth, {
        date,
        kind: 'meeting',
        attended: true,
        note: 'AA evening group',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().assistance_record).toMatchObject({
        date,
        kind: 'meeting',
        attended: true,
        note: 'AA evening group',
        recorded_by: 'Sam Staff',
      });
      expect(await auditCount(server, a.center.id, 'assistance_record.create')).toBe(1);
    });

    it('refuses bad input, a future date, other centers and other roles; nothing is stored', async () => {
      const p = await createPatient(server, a.center.id);
      const url = `/v3/memberships/${p.id}/add_assistance_record`;
      const tomorrow = addDays(localDate(new Date(), a.center.timeZone), 1);
      const future = await call('POST', url, a.staff.auth, {
        date: tomorrow,
        kind: 'meeting',
        attended: true,
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe('The date of an assistance record cannot be in the future.');
      expect(
        (await call('POST', url, a.staff.auth, { date: '2026-01-01', kind: 'party', attended: true }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', url, a.staff.auth, { date: '2026-01-01', kind: 'meeting' })).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', url, b.staff.auth, { date: '2026-01-01', kind: 'meeting', attended: true }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('POST', url, a.expert.auth, { date: '2026-01-01', kind: 'meeting', attended: true }))
          .statusCode,
      ).toBe(403);
      expect(
        await db().select().from(assistanceRecords).where(eq(assistanceRecords.membershipId, p.id)),
      ).toEqual([]);
    });
  });
});
