import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { pathOf, presign, tempDataDir, uploadImage } from '../../../test/helpers/uploads';
import { alumniEvents, auditEvents, treatmentCenters } from '../../db/schema/index';

describe('alumni events', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await createTestServer({ DATA_DIR: dataDir });
    a = await createCenter(server);
    b = await createCenter(server);
    await server.deps.database.db
      .update(treatmentCenters)
      .set({ timeZone: 'America/New_York' })
      .where(eq(treatmentCenters.id, a.center.id));
    await server.deps.database.db
      .update(treatmentCenters)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(treatmentCenters.id, b.center.id));
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const fileOf = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));
  /** Where an upload waits until an event takes it into use. */
  const uploadFileOf = (key: string) => path.join(dataDir, 'uploads', 'incoming', ...key.split('/'));
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Record<string, string>,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const countEvents = async (centerId: string) =>
    (
      await db().select({ n: count() }).from(alumniEvents).where(eq(alumniEvents.treatmentCenterId, centerId))
    )[0]?.n;
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Alumni picnic',
    description: 'Bring a friend.',
    event_date: '2030-07-01T18:30',
    ...over,
  });
  const create = async (who: SeededCenter, over: Record<string, unknown> = {}) => {
    const res = await inject('POST', '/v3/alumni_events', who.staff.auth, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().alumni_event;
  };

  describe('POST /v3/alumni_events', () => {
    it('creates an event with an uploaded image; the date and time are local to the center', async () => {
      const image = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: image.key });
      expect(event).toMatchObject({
        title: 'Alumni picnic',
        description: 'Bring a friend.',
        // 18:30 in New York in July is 22:30 UTC.
        event_date: '2030-07-01T22:30:00.000Z',
        time_zone: 'America/New_York',
        image_key: image.key,
        image_url: image.public_url,
      });
      const file = await server.app.inject({ method: 'GET', url: pathOf(event.image_url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'alumni_event.create'), eq(auditEvents.resourceId, event.id)));
      expect(audit).toMatchObject({ treatmentCenterId: a.center.id, outcome: 'success', actorRole: 'staff' });
    });

    it("uses each center's own time zone, winter time included, and takes an explicit offset as given", async () => {
      expect((await create(b, { event_date: '2030-07-01T18:30' })).event_date).toBe(
        '2030-07-01T16:30:00.000Z',
      );
      expect((await create(a, { event_date: '2030-01-15T09:00' })).event_date).toBe(
        '2030-01-15T14:00:00.000Z',
      );
      expect((await create(a, { event_date: '2030-01-15T09:00:00Z' })).event_date).toBe(
        '2030-01-15T09:00:00.000Z',
      );
      expect((await create(a, { event_date: '2030-01-15T09:00-08:00' })).event_date).toBe(
        '2030-01-15T17:00:00.000Z',
      );
    });

    it('creates an event without an image', async () => {
      const event = await create(a, { image_key: null });
      expect(event.image_url).toBeNull();
      expect(event.image_key).toBeNull();
    });

    it("answers each field's spec message and stores nothing", async () => {
      const before = await countEvents(a.center.id);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '' }, 'title', 'Title is required'],
        [{ title: '   ' }, 'title', 'Title is required'],
        [{ title: undefined }, 'title', 'Title is required'],
        [{ description: '' }, 'description', 'Description is required'],
        [{ description: undefined }, 'description', 'Description is required'],
        [{ event_date: '' }, 'event_date', 'Date is required'],
        [{ event_date: undefined }, 'event_date', 'Date is required'],
        [{ event_date: '2030-07-01' }, 'event_date', 'Time is required'],
        [{ event_date: '2030-07-01T' }, 'event_date', 'Time is required'],
        [{ event_date: '2030-02-30T10:00' }, 'event_date', 'Date is required'],
        [{ event_date: 'next friday' }, 'event_date', 'Date is required'],
      ];
      for (const [over, field, message] of cases) {
        const res = await inject('POST', '/v3/alumni_events', a.staff.auth, body(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().errors).toContainEqual({ field, message });
      }
      expect(await countEvents(a.center.id)).toBe(before);
    });

    it('refuses an image key that was not uploaded, is of another center or purpose, or is not a key', async () => {
      const before = await countEvents(a.center.id);
      const presignedOnly = await presign(server, a.staff.auth, { size: 100 });
      const theirs = await uploadImage(server, b.staff.auth);
      const logo = await presign(server, a.owner.auth, { size: 100, route: 'logo' });
      for (const key of [
        presignedOnly.key,
        theirs.key,
        logo.key,
        '../../etc/passwd',
        `${a.center.id}/events/nope.png`,
      ]) {
        const res = await inject('POST', '/v3/alumni_events', a.staff.auth, body({ image_key: key }));
        expect(res.statusCode, key).toBe(400);
        expect(res.json().errors).toContainEqual({
          field: 'image_key',
          message: 'The image was not uploaded. Choose it again.',
        });
      }
      expect(await countEvents(a.center.id)).toBe(before);
      // B's upload is untouched by A's attempt.
      expect(existsSync(uploadFileOf(theirs.key))).toBe(true);
    });

    it('checks the stored bytes themselves: a non-image placed under an image key is refused and removed', async () => {
      // What an S3 bucket would hold if someone uploaded text with an image type: S3 does not look.
      const key = `${a.center.id}/events/11111111-1111-4111-8111-111111111111.png`;
      await mkdir(path.dirname(uploadFileOf(key)), { recursive: true });
      await writeFile(uploadFileOf(key), 'GIF89a is not what a PNG starts with');
      const res = await inject('POST', '/v3/alumni_events', a.staff.auth, body({ image_key: key }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This file is not a real JPEG, PNG, WebP or GIF image, whatever its name says. Choose another image.',
      );
      expect(existsSync(uploadFileOf(key))).toBe(false);
      expect(existsSync(fileOf(key))).toBe(false);
    });

    it('refuses an image another event already shows', async () => {
      const image = await uploadImage(server, a.staff.auth);
      await create(a, { image_key: image.key });
      const res = await inject('POST', '/v3/alumni_events', a.staff.auth, body({ image_key: image.key }));
      expect(res.statusCode).toBe(400);
    });

    it('is for staff: experts and support get 403, no token 401, and nothing is stored', async () => {
      const before = await countEvents(a.center.id);
      for (const who of [a.expert, a.support]) {
        expect((await inject('POST', '/v3/alumni_events', who.auth, body())).statusCode).toBe(403);
      }
      expect((await inject('POST', '/v3/alumni_events', undefined, body())).statusCode).toBe(401);
      expect(await countEvents(a.center.id)).toBe(before);
    });
  });

  describe('GET /v3/alumni_events', () => {
    let s: SeededCenter;
    beforeAll(async () => {
      s = await createCenter(server);
      const now = Date.now();
      const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
      for (const [title, days] of [
        ['Last year', -365],
        ['Yesterday', -1],
        ['Tomorrow', 1],
        ['Next week', 7],
        ['Next month', 30],
      ] as const) {
        const res = await inject(
          'POST',
          '/v3/alumni_events',
          s.owner.auth,
          body({ title, event_date: at(days) }),
        );
        expect(res.statusCode).toBe(201);
      }
    });
    const titles = async (query: string, who = s.staff) => {
      const res = await inject('GET', `/v3/alumni_events${query}`, who.auth);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      return { titles: json.alumni_events.map((e: { title: string }) => e.title), total: json.total };
    };

    it('lists upcoming events soonest first and past events latest first', async () => {
      expect(await titles('?when=upcoming')).toEqual({
        titles: ['Tomorrow', 'Next week', 'Next month'],
        total: 3,
      });
      expect(await titles('?when=past')).toEqual({ titles: ['Yesterday', 'Last year'], total: 2 });
      expect((await titles('')).total).toBe(5);
    });

    it("gives the center's time zone with the list, so the form can say whose clock it uses", async () => {
      const res = await inject('GET', '/v3/alumni_events?when=upcoming', a.staff.auth);
      expect(res.json().time_zone).toBe('America/New_York');
      expect((await inject('GET', '/v3/alumni_events', b.staff.auth)).json().time_zone).toBe('Europe/Berlin');
    });

    it('pages', async () => {
      expect(await titles('?when=upcoming&limit=2')).toEqual({ titles: ['Tomorrow', 'Next week'], total: 3 });
      expect(await titles('?when=upcoming&limit=2&offset=2')).toEqual({ titles: ['Next month'], total: 3 });
      const bad = await inject('GET', '/v3/alumni_events?limit=0', s.staff.auth);
      expect(bad.statusCode).toBe(400);
      expect((await inject('GET', '/v3/alumni_events?when=soon', s.staff.auth)).statusCode).toBe(400);
    });

    it('shows a center only its own events; roles and anonymous callers are refused', async () => {
      const other = await titles('', a.staff);
      expect(other.titles).not.toContain('Next week');
      expect((await inject('GET', '/v3/alumni_events', s.expert.auth)).statusCode).toBe(403);
      expect((await inject('GET', '/v3/alumni_events', s.support.auth)).statusCode).toBe(403);
      expect((await inject('GET', '/v3/alumni_events')).statusCode).toBe(401);
    });
  });

  describe('PUT /v3/alumni_events/{id}', () => {
    it('updates the fields, replaces the image and removes the old file', async () => {
      const first = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: first.key });
      const second = await uploadImage(server, a.staff.auth);
      const res = await inject(
        'PUT',
        `/v3/alumni_events/${event.id}`,
        a.staff.auth,
        body({ title: 'Alumni picnic (moved)', event_date: '2030-07-02T10:00', image_key: second.key }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().alumni_event).toMatchObject({
        id: event.id,
        title: 'Alumni picnic (moved)',
        event_date: '2030-07-02T14:00:00.000Z',
        image_key: second.key,
      });
      expect(existsSync(fileOf(first.key))).toBe(false);
      expect(existsSync(fileOf(second.key))).toBe(true);
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'alumni_event.update'), eq(auditEvents.resourceId, event.id)));
      expect(audit?.detail).toEqual({ fields: ['title', 'event_date', 'image_key'] });
    });

    it('keeps the image when image_key is omitted and removes it with null', async () => {
      const image = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: image.key });
      let res = await inject('PUT', `/v3/alumni_events/${event.id}`, a.staff.auth, body({ title: 'Kept' }));
      expect(res.json().alumni_event.image_key).toBe(image.key);
      res = await inject('PUT', `/v3/alumni_events/${event.id}`, a.staff.auth, body({ image_key: null }));
      expect(res.json().alumni_event.image_key).toBeNull();
      expect(existsSync(fileOf(image.key))).toBe(false);
    });

    it('refuses bad input and changes nothing', async () => {
      const event = await create(a);
      for (const over of [{ title: '' }, { event_date: '2030-07-01' }, { image_key: 'nope' }]) {
        expect(
          (await inject('PUT', `/v3/alumni_events/${event.id}`, a.staff.auth, body(over))).statusCode,
        ).toBe(400);
      }
      const [row] = await db().select().from(alumniEvents).where(eq(alumniEvents.id, event.id));
      expect(row?.title).toBe('Alumni picnic');
    });

    it("answers 404 to another center's staff and changes nothing; roles 403", async () => {
      const image = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: image.key });
      const res = await inject(
        'PUT',
        `/v3/alumni_events/${event.id}`,
        b.staff.auth,
        body({ title: 'Hijacked' }),
      );
      expect(res.statusCode).toBe(404);
      const [row] = await db().select().from(alumniEvents).where(eq(alumniEvents.id, event.id));
      expect(row?.title).toBe('Alumni picnic');
      expect(existsSync(fileOf(image.key))).toBe(true);
      expect((await inject('PUT', `/v3/alumni_events/${event.id}`, a.expert.auth, body())).statusCode).toBe(
        403,
      );
      expect((await inject('PUT', `/v3/alumni_events/${event.id}`, undefined, body())).statusCode).toBe(401);
      expect(
        (await inject('PUT', '/v3/alumni_events/00000000-0000-4000-8000-000000000000', a.staff.auth, body()))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /v3/alumni_events/{id}', () => {
    it("answers 404 to another center's staff and keeps the event and its image", async () => {
      const image = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: image.key });
      expect((await inject('DELETE', `/v3/alumni_events/${event.id}`, b.staff.auth)).statusCode).toBe(404);
      expect((await inject('DELETE', `/v3/alumni_events/${event.id}`, a.support.auth)).statusCode).toBe(403);
      expect((await inject('DELETE', `/v3/alumni_events/${event.id}`)).statusCode).toBe(401);
      expect(await db().select().from(alumniEvents).where(eq(alumniEvents.id, event.id))).toHaveLength(1);
      expect(existsSync(fileOf(image.key))).toBe(true);
    });

    it('deletes the event and its image, audited; a second delete is 404', async () => {
      const image = await uploadImage(server, a.staff.auth);
      const event = await create(a, { image_key: image.key });
      const res = await inject('DELETE', `/v3/alumni_events/${event.id}`, a.staff.auth);
      expect(res.statusCode).toBe(204);
      expect(await db().select().from(alumniEvents).where(eq(alumniEvents.id, event.id))).toHaveLength(0);
      expect(existsSync(fileOf(image.key))).toBe(false);
      expect((await server.app.inject({ method: 'GET', url: pathOf(image.public_url) })).statusCode).toBe(
        404,
      );
      const audits = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'alumni_event.delete'), eq(auditEvents.resourceId, event.id)));
      expect(audits).toHaveLength(1);
      expect((await inject('DELETE', `/v3/alumni_events/${event.id}`, a.staff.auth)).statusCode).toBe(404);
    });
  });
});
