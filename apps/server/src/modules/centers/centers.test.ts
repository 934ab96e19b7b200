import { messages, routes, type TreatmentCenter } from '@portal/contracts';
import { esMessages } from '@portal/i18n/catalogues/es';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { JPEG, PNG, pathOf, presign, put, tempDataDir } from '../../../test/helpers/uploads';
import { auditEvents, centerSettings, dailyTasks, treatmentCenters, users } from '../../db/schema/index';
import { metadataFor } from '../../identity/metadata';

describe('treatment centers', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error', DATA_DIR: tempDataDir() });
    a = await createCenter(server, 'Harbor Recovery');
    b = await createCenter(server, 'Other Center');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const call = (method: 'GET' | 'PUT', url: string, headers: object, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const centerRow = async (id: string) =>
    (await db().select().from(treatmentCenters).where(eq(treatmentCenters.id, id)))[0];

  describe('GET /v3/treatment_centers', () => {
    it('lists the caller’s own center with its owners and staff (not experts, support or patients)', async () => {
      await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
      const res = await call('GET', '/v3/treatment_centers', a.staff.auth);
      expect(res.statusCode).toBe(200);
      const centers: TreatmentCenter[] = res.json().treatment_centers;
      expect(centers).toHaveLength(1);
      expect(centers[0]).toMatchObject({
        id: a.center.id,
        name: 'Harbor Recovery',
        wizard: false,
        logo_url: null,
      });
      expect(centers[0]?.staff_members.map((s) => s.id).sort()).toEqual(
        [a.owner.row.id, a.staff.row.id].sort(),
      );
      expect(centers[0]?.staff_members[0]).toMatchObject({ id: a.owner.row.id, is_admin: true });
    });

    it('gives a patient the center without the staff list, and a user without a center nothing', async () => {
      const patient = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
      const mine = await call('GET', '/v3/treatment_centers', patient.auth);
      expect(mine.json().treatment_centers).toEqual([
        expect.objectContaining({ id: a.center.id, staff_members: [] }),
      ]);
      const loner = await createUser(server, {});
      expect((await call('GET', '/v3/treatment_centers', loner.auth)).json()).toEqual({
        treatment_centers: [],
      });
      expect((await call('GET', '/v3/treatment_centers', {})).statusCode).toBe(401);
    });
  });

  describe('GET/PUT /v3/treatment_centers/{id}', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}`;

    it('shows staff the center information', async () => {
      const res = await call('GET', url(a.center.id), a.staff.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().treatment_center).toMatchObject({ id: a.center.id, time_zone: 'America/New_York' });
    });

    it('refuses another center’s id (403), experts and support (403) and anonymous callers (401)', async () => {
      expect((await call('GET', url(b.center.id), a.owner.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), a.expert.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), a.support.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), {})).statusCode).toBe(401);
    });

    it('lets the owner change the name and time zone, audited by field name', async () => {
      const res = await call('PUT', url(a.center.id), a.owner.auth, {
        name: '  Harbor Recovery Center ',
        time_zone: 'America/Chicago',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().treatment_center).toMatchObject({
        name: 'Harbor Recovery Center',
        time_zone: 'America/Chicago',
      });
      expect(await centerRow(a.center.id)).toMatchObject({
        name: 'Harbor Recovery Center',
        timeZone: 'America/Chicago',
      });
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'center.update'), eq(auditEvents.resourceId, a.center.id)));
      expect(entry).toMatchObject({ actorSubject: a.owner.row.subject, outcome: 'success' });
      expect(entry?.detail).toEqual({ fields: ['name', 'timeZone'] });
    });

    it.each([
      [{ name: '  ' }, 'name', messages.centerNameRequired],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone', messages.timeZoneInvalid],
      [{ time_zone: 'EST' }, 'time_zone', messages.timeZoneInvalid],
      [{ time_zone: '' }, 'time_zone', messages.timeZoneRequired],
    ])('refuses %j with a clear message and changes nothing', async (payload, field, message) => {
      const before = await centerRow(a.center.id);
      const res = await call('PUT', url(a.center.id), a.owner.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
      expect(await centerRow(a.center.id)).toEqual(before);
    });

    it('refuses an empty update and a logo key that is not an uploaded logo of this center', async () => {
      expect((await call('PUT', url(a.center.id), a.owner.auth, {})).statusCode).toBe(400);
      const res = await call('PUT', url(a.center.id), a.owner.auth, {
        logo_key: `${b.center.id}/logo/x.png`,
      });
      expect(res.statusCode).toBe(400);
      expect((await centerRow(a.center.id))?.logoKey).toBeNull();
    });

    it('keeps staff and other centers’ owners from changing it', async () => {
      const before = await centerRow(a.center.id);
      expect((await call('PUT', url(a.center.id), a.staff.auth, { name: 'Taken over' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', url(a.center.id), b.owner.auth, { name: 'Taken over' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', url(a.center.id), {}, { name: 'Taken over' })).statusCode).toBe(401);
      expect(await centerRow(a.center.id)).toEqual(before);
    });
  });

  describe('the center’s phone (the number patients see on the crisis screen)', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}`;
    const membershipOf = async (auth: object) => {
      const res = await call('GET', routes.patientMe.path, auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().membership;
    };

    it('is optional: a center without one shows null to staff and to its patients', async () => {
      const c = await createCenter(server);
      const res = await call('GET', url(c.center.id), c.owner.auth);
      expect(res.json().treatment_center.phone).toBeNull();
      const patient = await appPatient(server, c);
      expect((await membershipOf(patient.auth)).treatment_center_phone).toBeNull();
    });

    it('lets the owner set it as typed in the mask, stored as digits, audited by field name, and shown to the center’s patients', async () => {
      const c = await createCenter(server);
      const res = await call('PUT', url(c.center.id), c.owner.auth, { phone: '+1 (555) 010-0142' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().treatment_center.phone).toBe('15550100142');
      expect((await centerRow(c.center.id))?.phone).toBe('15550100142');
      expect((await call('GET', url(c.center.id), c.staff.auth)).json().treatment_center.phone).toBe(
        '15550100142',
      );
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'center.update'), eq(auditEvents.resourceId, c.center.id)));
      expect(entry?.detail).toEqual({ fields: ['phone'] });

      // The patient app reads it with its membership, before the app-use consent too (the refusal
      // screen offers it), and a patient of another center never sees it.
      const patient = await appPatient(server, c);
      const declined = await appPatient(server, c, {}, { appUse: false });
      expect(await membershipOf(patient.auth)).toMatchObject({
        treatment_center_id: c.center.id,
        treatment_center_phone: '15550100142',
      });
      expect((await membershipOf(declined.auth)).treatment_center_phone).toBe('15550100142');
      const elsewhere = await appPatient(server, b);
      expect((await membershipOf(elsewhere.auth)).treatment_center_phone).toBeNull();

      // Other fields leave it as it is; "+1" (the bare mask), "" or null remove it.
      await call('PUT', url(c.center.id), c.owner.auth, { name: 'Renamed' });
      expect((await centerRow(c.center.id))?.phone).toBe('15550100142');
      for (const cleared of ['+1', '', null]) {
        await call('PUT', url(c.center.id), c.owner.auth, { phone: '15550100142' });
        const removed = await call('PUT', url(c.center.id), c.owner.auth, { phone: cleared });
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json().treatment_center.phone).toBeNull();
        expect((await centerRow(c.center.id))?.phone).toBeNull();
      }
      expect((await membershipOf(patient.auth)).treatment_center_phone).toBeNull();
    });

    it.each([
      ['555-0142', messages.phoneMin],
      ['+1 (555) 010-01', messages.phoneMin],
      ['1555010014x', messages.phoneDigits],
      ['1555010014212345', messages.phoneDigits],
    ])('refuses %j with the catalogue sentence and stores nothing', async (phone, message) => {
      const c = await createCenter(server);
      await call('PUT', url(c.center.id), c.owner.auth, { phone: '15550100142' });
      const before = await centerRow(c.center.id);
      const res = await call('PUT', url(c.center.id), c.owner.auth, { name: 'Not saved', phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'phone', message });
      expect(await centerRow(c.center.id)).toEqual(before);
    });

    it('answers the sentence in Spanish to a Spanish caller', async () => {
      const res = await call(
        'PUT',
        url(a.center.id),
        { ...a.owner.auth, 'accept-language': 'es' },
        {
          phone: '555',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'phone', message: esMessages.phoneMin });
    });

    it('is the owner’s to change: staff, another center’s owner and anonymous callers change nothing', async () => {
      const c = await createCenter(server);
      await call('PUT', url(c.center.id), c.owner.auth, { phone: '15550100142' });
      const before = await centerRow(c.center.id);
      for (const auth of [c.staff.auth, c.expert.auth, b.owner.auth]) {
        expect((await call('PUT', url(c.center.id), auth, { phone: '15550109999' })).statusCode).toBe(403);
      }
      expect((await call('PUT', url(c.center.id), {}, { phone: '15550109999' })).statusCode).toBe(401);
      // Another center's staff cannot read it either.
      expect((await call('GET', url(c.center.id), b.staff.auth)).statusCode).toBe(403);
      expect(await centerRow(c.center.id)).toEqual(before);
    });
  });

  describe('the center logo (storage adapter)', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}`;
    const uploadLogo = async (who: SeededCenter, bytes: Buffer, contentType = 'image/png') => {
      const p = await presign(server, who.owner.auth, { size: bytes.length, route: 'logo', contentType });
      expect((await put(server, p.url, bytes, contentType)).statusCode).toBe(200);
      return p;
    };

    it('stores the key of an uploaded logo and answers its URL; a new logo replaces (and deletes) the old', async () => {
      const first = await uploadLogo(a, PNG);
      const res = await call('PUT', url(a.center.id), a.owner.auth, { logo_key: first.key });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().treatment_center).toMatchObject({ logo_key: first.key, logo_url: first.public_url });
      const image = await server.app.inject({ method: 'GET', url: pathOf(first.public_url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // Everyone of the center sees it.
      const seen = await call('GET', '/v3/treatment_centers', a.staff.auth);
      expect(seen.json().treatment_centers[0].logo_url).toBe(first.public_url);

      const second = await uploadLogo(a, JPEG, 'image/jpeg');
      expect((await call('PUT', url(a.center.id), a.owner.auth, { logo_key: second.key })).statusCode).toBe(
        200,
      );
      expect(await server.deps.storage.head(first.key)).toBeNull();
      expect((await centerRow(a.center.id))?.logoKey).toBe(second.key);

      // null removes it.
      const removed = await call('PUT', url(a.center.id), a.owner.auth, { logo_key: null });
      expect(removed.json().treatment_center).toMatchObject({ logo_key: null, logo_url: null });
    });

    it('refuses a key that was never uploaded, another center’s logo, an event image, or bytes that are not the image', async () => {
      const otherCenters = await uploadLogo(b, PNG);
      const event = await presign(server, a.owner.auth, { size: PNG.length });
      await put(server, event.url, PNG);
      const fake = await presign(server, a.owner.auth, {
        size: PNG.length,
        route: 'logo',
        contentType: 'image/jpeg',
      });
      // The upload itself refuses bytes that are not the declared type; the key then holds nothing.
      expect((await put(server, fake.url, PNG, 'image/jpeg')).statusCode).toBe(415);
      const neverUploaded = await presign(server, a.owner.auth, { size: 10, route: 'logo' });
      for (const key of [neverUploaded.key, otherCenters.key, event.key, fake.key, '../../etc/passwd']) {
        const res = await call('PUT', url(a.center.id), a.owner.auth, { logo_key: key });
        expect(res.statusCode, key).toBe(400);
        expect(res.json().errors?.[0]?.field).toBe('logo_key');
        expect((await centerRow(a.center.id))?.logoKey).toBeNull();
      }
      // The other center's upload is untouched.
      expect(await server.deps.storage.readUpload(otherCenters.key, PNG.length)).not.toBeNull();
    });
  });

  describe('PUT /v3/treatment_centers/{id}/finish_init_config', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}/finish_init_config`;

    it('ends the wizard for the center and its owner, and creates the default tasks once', async () => {
      const [center] = await db()
        .insert(treatmentCenters)
        .values({ name: 'New Dawn', wizard: true })
        .returning();
      if (!center) throw new Error('no center');
      const owner = await createUser(server, { treatmentCenterId: center.id, isOwner: true, wizard: true });
      await db()
        .insert(centerSettings)
        .values({
          treatmentCenterId: center.id,
          checkInMessages: ['a', 'b', 'c'],
          defaultTasks: [
            { title: 'Morning reflection', description: '', days: [] },
            { title: 'Group meeting', description: 'Tuesday and Thursday', days: [2, 4] },
          ],
        });
      // The wizard owner's token says wizard: true; the call is still allowed.
      const res = await call('PUT', url(center.id), owner.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().treatment_center).toMatchObject({ id: center.id, wizard: false });
      expect((await centerRow(center.id))?.wizard).toBe(false);
      const [ownerRow] = await db().select().from(users).where(eq(users.id, owner.row.id));
      expect(ownerRow?.wizard).toBe(false);
      // What the embedded issuer puts in the next token it issues.
      expect(ownerRow && metadataFor(ownerRow).wizard).toBe(false);
      const tasks = await db().select().from(dailyTasks).where(eq(dailyTasks.treatmentCenterId, center.id));
      expect(tasks.map((t) => [t.title, t.days, t.position])).toEqual([
        ['Morning reflection', [], 0],
        ['Group meeting', [2, 4], 1],
      ]);
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'center.wizard_finish'), eq(auditEvents.resourceId, center.id)));
      expect(entry?.detail).toMatchObject({ was_in_wizard: true, users_cleared: 1, tasks_created: 2 });

      // A second call changes nothing more.
      expect((await call('PUT', url(center.id), owner.auth)).statusCode).toBe(200);
      expect(
        await db().select().from(dailyTasks).where(eq(dailyTasks.treatmentCenterId, center.id)),
      ).toHaveLength(2);
    });

    it('is for the center’s owner only', async () => {
      const [center] = await db()
        .insert(treatmentCenters)
        .values({ name: 'Still Setting Up', wizard: true })
        .returning();
      if (!center) throw new Error('no center');
      const staff = await createUser(server, { treatmentCenterId: center.id, wizard: true });
      expect((await call('PUT', url(center.id), staff.auth)).statusCode).toBe(403);
      expect((await call('PUT', url(center.id), a.owner.auth)).statusCode).toBe(403);
      expect((await call('PUT', url(center.id), {})).statusCode).toBe(401);
      expect((await centerRow(center.id))?.wizard).toBe(true);
    });
  });

  describe('GET /v3/treatment_centers/{id}/tcenter_experts', () => {
    const url = (id: string) => `/v3/treatment_centers/${id}/tcenter_experts`;

    it('lists the center’s experts and support and the platform identities, without other centers or disabled ones', async () => {
      const platformSupport = await createUser(server, {
        subject: server.config.SUPPORT_USER_SUBJECT,
        isSupport: true,
        firstName: 'Platform',
        lastName: 'Support',
      });
      await createUser(server, { treatmentCenterId: a.center.id, isExpert: true, active: false });
      const res = await call('GET', url(a.center.id), a.staff.auth);
      expect(res.statusCode).toBe(200);
      const experts = res.json().experts as { external_id: string; platform: boolean }[];
      expect(experts.map((e) => e.external_id).sort()).toEqual(
        [a.expert.row.subject, a.support.row.subject, platformSupport.row.subject]
          .map((s) => s.replace('|', '_'))
          .sort(),
      );
      expect(experts.find((e) => e.platform)).toMatchObject({
        external_id: 'portal_support',
        name: 'Platform Support',
        is_support: true,
      });
      expect(experts.find((e) => e.external_id === a.expert.row.subject.replace('|', '_'))).toMatchObject({
        name: 'Eli Expert',
        is_expert: true,
        is_support: false,
        platform: false,
      });
    });

    it('refuses another center’s id and anonymous callers', async () => {
      expect((await call('GET', url(b.center.id), a.staff.auth)).statusCode).toBe(403);
      expect((await call('GET', url(a.center.id), {})).statusCode).toBe(401);
    });
  });
});
