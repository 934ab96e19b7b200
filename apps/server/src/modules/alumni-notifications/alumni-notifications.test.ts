import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { alumniNotificationDeliveries, alumniNotifications, auditEvents } from '../../db/schema/index';

const send = (
  server: TestServer,
  centerId: string,
  auth: Record<string, string> | undefined,
  payload: unknown,
) =>
  server.app.inject({
    method: 'POST',
    url: `/v3/treatment_centers/${centerId}/send_alumni_notification`,
    ...(auth ? { headers: auth } : {}),
    payload: payload as object,
  });

const countOf = async (server: TestServer, centerId: string) => {
  const db = server.deps.database.db;
  const [n] = await db
    .select({ n: count() })
    .from(alumniNotifications)
    .where(eq(alumniNotifications.treatmentCenterId, centerId));
  const [d] = await db
    .select({ n: count() })
    .from(alumniNotificationDeliveries)
    .where(eq(alumniNotificationDeliveries.treatmentCenterId, centerId));
  return { notifications: n?.n ?? 0, deliveries: d?.n ?? 0 };
};

describe('alumni notifications (stored push)', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
    await createPatient(server, a.center.id, { status: 'alumni' });
    await createPatient(server, a.center.id, { status: 'alumni' });
    await createPatient(server, a.center.id, { status: 'active' });
    await createPatient(server, a.center.id, { status: 'inactive' });
    await createPatient(server, b.center.id, { status: 'alumni' });
  });
  afterAll(() => server.close());

  it('stores the message, who sent it and one delivery per alumnus of the center', async () => {
    const res = await send(server, a.center.id, a.owner.auth, { message: '  Reunion on Friday!  ' });
    expect(res.statusCode).toBe(201);
    const sent = res.json().alumni_notification;
    expect(sent).toMatchObject({
      message: 'Reunion on Friday!',
      sent_by: 'Olivia Owner',
      recipients_count: 2,
    });
    expect(Math.abs(new Date(sent.sent_at).getTime() - Date.now())).toBeLessThan(60_000);
    const deliveries = await server.deps.database.db
      .select()
      .from(alumniNotificationDeliveries)
      .where(eq(alumniNotificationDeliveries.notificationId, sent.id));
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((d) => d.status === 'stored' && d.treatmentCenterId === a.center.id)).toBe(true);
    expect(await countOf(server, b.center.id)).toEqual({ notifications: 0, deliveries: 0 });
    const [audit] = await server.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'alumni_notification.send'), eq(auditEvents.resourceId, sent.id)));
    // The audit row counts recipients; it never holds the message.
    expect(audit?.detail).toEqual({ recipients: 2 });
    expect(JSON.stringify(audit)).not.toContain('Reunion');
  });

  it('sends to no one in a center without alumni, and says so', async () => {
    const c = await createCenter(server);
    const res = await send(server, c.center.id, c.owner.auth, { message: 'Hello' });
    expect(res.statusCode).toBe(201);
    expect(res.json().alumni_notification.recipients_count).toBe(0);
  });

  it('requires the message text and stores nothing without it', async () => {
    const before = await countOf(server, a.center.id);
    for (const payload of [{}, { message: '' }, { message: '   ' }, { message: null }]) {
      const res = await send(server, a.center.id, a.owner.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The message text is required.',
        errors: [{ field: 'message', message: 'The message text is required.' }],
      });
    }
    expect((await send(server, a.center.id, a.owner.auth, { message: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect(await countOf(server, a.center.id)).toEqual(before);
  });

  it("is the owner's: staff, experts and support get 403, no token 401, another center's owner 403", async () => {
    const before = await countOf(server, a.center.id);
    for (const who of [a.staff, a.expert, a.support, b.owner]) {
      expect((await send(server, a.center.id, who.auth, { message: 'Hi' })).statusCode).toBe(403);
    }
    expect((await send(server, a.center.id, undefined, { message: 'Hi' })).statusCode).toBe(401);
    expect(await countOf(server, a.center.id)).toEqual(before);
    expect(await countOf(server, b.center.id)).toEqual({ notifications: 0, deliveries: 0 });
  });

  describe('GET /v3/alumni_notifications', () => {
    let c: SeededCenter;
    beforeAll(async () => {
      c = await createCenter(server);
      await createPatient(server, c.center.id, { status: 'alumni' });
      for (const message of ['First', 'Second', 'Third']) {
        expect((await send(server, c.center.id, c.owner.auth, { message })).statusCode).toBe(201);
      }
    });

    const list = (query: string, auth?: Record<string, string>) =>
      server.app.inject({
        method: 'GET',
        url: `/v3/alumni_notifications${query}`,
        ...(auth ? { headers: auth } : {}),
      });

    it('lists the center’s notifications newest first, with sender and recipients, in pages', async () => {
      let res = await list('', c.owner.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(3);
      expect(res.json().alumni_notifications.map((n: { message: string }) => n.message)).toEqual([
        'Third',
        'Second',
        'First',
      ]);
      expect(res.json().alumni_notifications[0]).toMatchObject({
        sent_by: 'Olivia Owner',
        recipients_count: 1,
      });
      res = await list('?limit=2&offset=2', c.owner.auth);
      expect(res.json().alumni_notifications.map((n: { message: string }) => n.message)).toEqual(['First']);
      expect((await list('?limit=500', c.owner.auth)).statusCode).toBe(400);
    });

    it('shows a center none of another center’s notifications', async () => {
      const res = await list('', b.owner.auth);
      expect(res.json()).toEqual({ alumni_notifications: [], total: 0 });
    });

    it('is for owners only', async () => {
      for (const who of [c.staff, c.expert, c.support])
        expect((await list('', who.auth)).statusCode).toBe(403);
      expect((await list('')).statusCode).toBe(401);
    });
  });
});

describe('alumni notifications (webhook push)', () => {
  let hook: Server;
  let received: { body: string; signature: string | undefined }[];
  let answer = 200;
  const secret = 'a-webhook-secret-of-32-characters!';

  beforeAll(async () => {
    received = [];
    hook = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-signature'] as string | undefined });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('pushes only ids to the alumni with an account, signed; marks them sent, or failed when the gateway fails', async () => {
    const { port } = hook.address() as AddressInfo;
    const server = await createTestServer({
      PUSH_WEBHOOK_URL: `http://127.0.0.1:${port}/push`,
      PUSH_WEBHOOK_SECRET: secret,
    });
    try {
      const a = await createCenter(server, 'Sunrise Recovery');
      const account = await createUser(server, { treatmentCenterId: a.center.id, isPatient: true });
      const withApp = await createPatient(server, a.center.id, {
        status: 'alumni',
        userId: account.row.id,
        externalId: 'portal_abc',
      });
      const invitedOnly = await createPatient(server, a.center.id, { status: 'alumni' });

      const res = await send(server, a.center.id, a.owner.auth, {
        message: 'Meeting about relapse prevention',
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().alumni_notification.id;
      expect(received).toHaveLength(1);
      const push = received[0] as { body: string; signature: string };
      expect(push.signature).toBe(`sha256=${createHmac('sha256', secret).update(push.body).digest('hex')}`);
      expect(JSON.parse(push.body)).toEqual({
        type: 'alumni_notification',
        id,
        title: 'You have a new message',
        recipients: ['portal_abc'],
      });
      // No health information, nor the center's name, leaves in a push.
      expect(push.body).not.toMatch(/relapse|Sunrise|Recovery/);

      const status = async () =>
        Object.fromEntries(
          (
            await server.deps.database.db
              .select()
              .from(alumniNotificationDeliveries)
              .where(eq(alumniNotificationDeliveries.notificationId, id))
          ).map((d) => [d.membershipId, d.status]),
        );
      expect(await status()).toEqual({ [withApp.id]: 'sent', [invitedOnly.id]: 'stored' });

      answer = 500;
      const failed = await send(server, a.center.id, a.owner.auth, { message: 'Second' });
      expect(failed.statusCode).toBe(201);
      const [row] = await server.deps.database.db
        .select()
        .from(alumniNotificationDeliveries)
        .where(
          and(
            eq(alumniNotificationDeliveries.notificationId, failed.json().alumni_notification.id),
            eq(alumniNotificationDeliveries.membershipId, withApp.id),
          ),
        );
      expect(row?.status).toBe('failed');
    } finally {
      await server.close();
    }
  });
});
