import { createECDH, randomBytes } from 'node:crypto';
import { messages, routes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type RecordedRequest, type Recorder, startRecorder } from '../../../test/helpers/http-recorder';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { loadConfig } from '../../config';
import { centerDay } from '../../db/center-day';
import { alumniEvents, auditEvents, checkIns, pushSubscriptions, serverSecrets } from '../../db/schema/index';
import { createWebPush, vapidSubject } from '../../infra/web-push/web-push';
import { runScheduledPushes } from './service';

/**
 * Web Push end to end (issue 21): a device subscribes with its own P-256 keys and a local endpoint,
 * the server's pushes arrive as real RFC 8291 aes128gcm requests with a VAPID Authorization, we
 * decrypt them and find ids and a generic text only; 404/410 deletes the subscription; reminders
 * go out once, whichever instance runs the tick.
 */
describe('Web Push to the patient app', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let endpoint: Recorder;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    endpoint = await startRecorder();
  });
  afterAll(async () => {
    await endpoint.close();
    await server.close();
  });
  beforeEach(() => {
    endpoint.requests.length = 0;
    endpoint.answer(201);
  });

  const db = () => server.deps.database.db;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A browser's subscription: its own P-256 key pair and auth secret, and a path on our endpoint. */
  function device() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(6).toString('hex')}`;
    return {
      ecdh,
      auth,
      path,
      body: {
        endpoint: `${endpoint.url}${path}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        device_label: 'Pixel 8',
      },
    };
  }

  async function subscribed(center: SeededCenter, values: Parameters<typeof appPatient>[2] = {}) {
    const p = await appPatient(server, center, values);
    const d = device();
    const res = await call('POST', routes.pushSubscribe.path, p.auth, d.body);
    expect(res.statusCode).toBe(201);
    return { ...p, device: d };
  }

  /** Decrypts a received push with the device's private key and checks its VAPID signature. */
  async function open(req: RecordedRequest | undefined, d: ReturnType<typeof device>) {
    if (!req) throw new Error('no push arrived');
    expect(req.method).toBe('POST');
    expect(req.url).toBe(d.path);
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    const [, jwt, key] = String(req.headers.authorization).match(/^vapid t=([^,]+), k=(.+)$/) ?? [];
    const point = Buffer.from(key ?? '', 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt ?? '', publicKey, { audience: endpoint.url });
    expect(claims.sub).toMatch(/^mailto:/);
    expect(key).toBe(server.deps.webPush.publicKey);
    const plain = decrypt(req.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth });
    return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
  }

  it('gives the VAPID public key, generated once and kept in the database', async () => {
    const p = await appPatient(server, a);
    const res = await call('GET', routes.pushPublicKey.path, p.auth);
    expect(res.statusCode).toBe(200);
    const key = res.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const [stored] = await db().select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys'));
    expect((stored?.value as { publicKey: string } | undefined)?.publicKey).toBe(key);
    // A second instance on the same database uses the same pair.
    expect((await createWebPush(server.config, db())).publicKey).toBe(key);
    // Configured keys win.
    const configured = { VAPID_PUBLIC_KEY: 'BConfigured', VAPID_PRIVATE_KEY: 'private' };
    expect((await createWebPush({ ...server.config, ...configured }, db())).publicKey).toBe('BConfigured');
  });

  it('refuses half a VAPID key pair and a subject push services cannot use', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BKey' })).toThrow(/set together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.test' })).toThrow(/mailto: or https:/);
    expect(vapidSubject(loadConfig({ MAIL_FROM: 'Clinic <ops@clinic.example>' }))).toBe(
      'mailto:ops@clinic.example',
    );
  });

  it('stores a device per endpoint for the caller only, and refuses keys that are not P-256', async () => {
    const p = await subscribed(a);
    const list = await call('GET', routes.pushSubscriptions.path, p.auth);
    expect(list.json().subscriptions).toEqual([
      { id: expect.any(String), device_label: 'Pixel 8', created_at: expect.any(String) },
    ]);
    const other = await appPatient(server, b);
    expect((await call('GET', routes.pushSubscriptions.path, other.auth)).json().subscriptions).toEqual([]);
    // Another patient cannot turn off my device.
    const theirs = await call('POST', routes.pushUnsubscribe.path, other.auth, {
      endpoint: p.device.body.endpoint,
    });
    expect(theirs.statusCode).toBe(404);

    const bad = await call('POST', routes.pushSubscribe.path, p.auth, {
      endpoint: `${endpoint.url}/push/bad`,
      keys: { p256dh: 'BAAA', auth: 'AAAA' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.pushSubscriptionInvalid);
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.membershipId, p.membership.id));
    expect(rows).toHaveLength(1);

    const off = await call('POST', routes.pushUnsubscribe.path, p.auth, { endpoint: p.device.body.endpoint });
    expect(off.json()).toEqual({ message: messages.pushUnsubscribed });
    expect((await call('GET', routes.pushSubscriptions.path, p.auth)).json().subscriptions).toEqual([]);
  });

  it('pushes a new chat message as an id and a generic text, never the message', async () => {
    const p = await subscribed(a);
    const channel = await call('POST', '/chat/channels', a.staff.auth, { member_id: p.chatId });
    const channelId = channel.json().channel.id as string;
    const sent = await call('POST', `/chat/channels/${channelId}/messages`, a.staff.auth, {
      text: 'Your lab results about the relapse are in',
    });
    expect(sent.statusCode).toBe(201);
    const [req] = await endpoint.waitFor(1);
    const body = await open(req, p.device);
    expect(body).toEqual({
      kind: 'chat_message',
      id: channelId,
      title: 'You have a new message',
      url: `/app/messages/${channelId}`,
    });
    expect(req?.body.toString('latin1')).not.toContain('relapse');
  });

  it('pushes an alumni notification to subscribed alumni', async () => {
    const alumnus = await subscribed(a, { status: 'alumni' });
    const sent = await call(
      'POST',
      `/v3/treatment_centers/${a.center.id}/send_alumni_notification`,
      a.owner.auth,
      {
        message: 'Picnic on Sunday',
      },
    );
    expect(sent.statusCode).toBe(201);
    const [req] = await endpoint.waitFor(1);
    const body = await open(req, alumnus.device);
    expect(body).toMatchObject({
      kind: 'alumni_notification',
      id: sent.json().alumni_notification.id,
      title: 'You have a new notification',
    });
    expect(JSON.stringify(body)).not.toContain('Picnic');
  });

  it.each([404, 410])('deletes a subscription the push service answers %i for', async (status) => {
    const p = await subscribed(a);
    endpoint.answer(status);
    const channel = await call('POST', '/chat/channels', a.staff.auth, { member_id: p.chatId });
    await call('POST', `/chat/channels/${channel.json().channel.id}/messages`, a.staff.auth, { text: 'Hi' });
    await endpoint.waitFor(1);
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.membershipId, p.membership.id))
          ).length,
      )
      .toBe(0);
  });

  it('sends the daily check-in reminder once at the chosen local time, not after a check-in', async () => {
    const p = await subscribed(b);
    const checkedIn = await subscribed(b);
    const bad = await call('PUT', routes.setCheckInReminder.path, p.auth, { local_time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'local_time', message: messages.reminderTimeInvalid }]);

    const day = await centerDay(db(), b.center.id, new Date());
    for (const who of [p, checkedIn]) {
      const set = await call('PUT', routes.setCheckInReminder.path, who.auth, { local_time: '00:00' });
      expect(set.json()).toEqual({
        reminder: { local_time: '00:00', time_zone: day?.timeZone },
        message: messages.reminderSaved,
      });
    }
    expect((await call('GET', routes.checkInReminder.path, p.auth)).json().reminder.local_time).toBe('00:00');
    await call('POST', routes.patientCheckIn.path, checkedIn.auth, { mood: 80, preset_message: 1 });

    // Two instances run the same tick at once: one push.
    const deps = { db: db(), webPush: server.deps.webPush };
    const [one, two] = await Promise.all([runScheduledPushes(deps), runScheduledPushes(deps)]);
    expect((one?.checkInReminders ?? 0) + (two?.checkInReminders ?? 0)).toBe(1);
    const [req] = await endpoint.waitFor(1);
    expect(await open(req, p.device)).toEqual({
      kind: 'check_in_reminder',
      id: null,
      title: 'Time for your daily check-in',
      url: '/app/check-in',
    });
    expect((await runScheduledPushes(deps)).checkInReminders).toBe(0);
    expect(endpoint.requests).toHaveLength(1);

    const off = await call('PUT', routes.setCheckInReminder.path, p.auth, { local_time: null });
    expect(off.json()).toEqual({ reminder: null, message: messages.reminderOff });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'push.reminder.set'));
    expect(audit?.resourceId).toBe(p.membership.id);
    expect(await db().select().from(checkIns).where(eq(checkIns.membershipId, p.membership.id))).toHaveLength(
      0,
    );
  });

  it('reminds of an alumni event the day before, once', async () => {
    const p = await subscribed(a, { status: 'alumni' });
    const [event] = await db()
      .insert(alumniEvents)
      .values({
        treatmentCenterId: a.center.id,
        title: 'Reunion',
        description: 'Alumni reunion',
        eventDate: new Date(Date.now() + 20 * 3600_000),
      })
      .returning();
    const deps = { db: db(), webPush: server.deps.webPush };
    const first = await runScheduledPushes(deps);
    expect(first.eventReminders).toBeGreaterThanOrEqual(1);
    const received = await endpoint.waitFor(first.eventReminders);
    const mine = received.find((r) => r.url === p.device.path);
    expect(await open(mine, p.device)).toEqual({
      kind: 'event_reminder',
      id: event?.id,
      title: 'An event is coming up',
      // The app has no page per event: the reminder opens the events list at this event.
      url: `/app/news#event-${event?.id}`,
    });
    expect((await runScheduledPushes(deps)).eventReminders).toBe(0);

    // Moved to another time within the day: the patient is reminded of the new time, once.
    await db()
      .update(alumniEvents)
      .set({ eventDate: new Date(Date.now() + 23 * 3600_000) })
      .where(eq(alumniEvents.id, event!.id));
    const moved = await runScheduledPushes(deps);
    expect(moved.eventReminders).toBeGreaterThanOrEqual(1);
    const again = await endpoint.waitFor(first.eventReminders + moved.eventReminders);
    expect(again.filter((r) => r.url === p.device.path)).toHaveLength(2);
    expect((await runScheduledPushes(deps)).eventReminders).toBe(0);
  });

  it('runs the scheduler in a server that listens', async () => {
    const p = await subscribed(b);
    await call('PUT', routes.setCheckInReminder.path, p.auth, { local_time: '00:00' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const received = await endpoint.waitFor(1);
    const mine = received.find((r) => r.url === p.device.path);
    expect(await open(mine, p.device)).toMatchObject({ kind: 'check_in_reminder' });
  });
});
