import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS, type ChatMessageEvent, type UnreadCounts } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatId, createPatientUser } from '../../test/helpers/chat';
import { createTestDatabase } from '../../test/helpers/database';
import { createCenter, type SeededCenter, type SeededUser } from '../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { sweepInactiveSockets } from './gateway';

const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

async function listen(server: TestServer, port = 0): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

async function chatToken(server: TestServer, who: SeededUser): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: '/getstream/token', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}

/** A socket.io client as the portal opens it: it asks for a fresh chat token on every (re)connect. */
function socketFor(url: string, getToken: () => Promise<string>, options: { reconnection?: boolean } = {}) {
  const socket = connect(url, {
    auth: (cb) => {
      getToken().then(
        (token) => cb({ token }),
        () => cb({}),
      );
    },
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    timeout: 10_000,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

function next<T>(socket: Socket, event: string, match: (p: T) => boolean = () => true, ms = 5000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (p: T) => seen.push(p));
  return seen;
}

async function openChannel(server: TestServer, who: SeededUser, other: SeededUser): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/chat/channels',
    headers: who.auth,
    payload: { member_id: chatId(other) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().channel.id;
}

async function send(server: TestServer, who: SeededUser, channelId: string, text: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/chat/channels/${channelId}/messages`,
    headers: who.auth,
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string; text: string };
}

describe('chat over Socket.IO', () => {
  let server: TestServer;
  let url: string;
  let a: SeededCenter;
  let b: SeededCenter;
  let patient: SeededUser;
  let channelId: string;

  beforeAll(async () => {
    server = await createTestServer();
    url = await listen(server);
    a = await createCenter(server);
    b = await createCenter(server);
    patient = await createPatientUser(server, a.center.id);
    channelId = await openChannel(server, a.staff, patient);
  });
  afterAll(async () => {
    await server.close();
  });

  it('a staff member and a patient exchange messages live, both ways, with unread counts', async () => {
    const staff = socketFor(url, () => chatToken(server, a.staff));
    const pat = socketFor(url, () => chatToken(server, patient));
    await Promise.all([connected(staff), connected(pat)]);

    const toStaff = next<ChatMessageEvent>(
      staff,
      CHAT_EVENTS.messageNew,
      (e) => e.message.text === 'hello from the app',
    );
    const staffUnread = next<UnreadCounts>(
      staff,
      CHAT_EVENTS.unreadChanged,
      (u) => u.total_unread_count === 1,
    );
    await send(server, patient, channelId, 'hello from the app');
    const received = await toStaff;
    expect(received.channel_id).toBe(channelId);
    expect(received.last_message_at).toBe(received.message.created_at);
    expect(received.message.user.id).toBe(chatId(patient));
    expect((await staffUnread).channels).toEqual([{ channel_id: channelId, unread_count: 1 }]);

    const toPatient = next<ChatMessageEvent>(
      pat,
      CHAT_EVENTS.messageNew,
      (e) => e.message.text === 'hello from staff',
    );
    await send(server, a.staff, channelId, 'hello from staff');
    expect((await toPatient).message.user.role).toBe('staff');
    // Writing read the conversation for the staff member.
    const counts = await server.app.inject({ method: 'GET', url: '/chat/unread', headers: a.staff.auth });
    expect(counts.json().total_unread_count).toBe(0);
  });

  it('moderators hear every channel of their center; another center hears nothing and cannot watch', async () => {
    const owner = socketFor(url, () => chatToken(server, a.owner));
    const foreign = socketFor(url, () => chatToken(server, b.owner));
    const otherStaff = socketFor(url, () => chatToken(server, b.staff));
    await Promise.all([connected(owner), connected(foreign), connected(otherStaff)]);
    const foreignSeen = [
      ...record(foreign, CHAT_EVENTS.messageNew),
      ...record(otherStaff, CHAT_EVENTS.messageNew),
    ];
    const watch = await foreign.emitWithAck(CHAT_EVENTS.watch, { channel_id: channelId });
    expect(watch).toEqual({ ok: false });

    const toOwner = next<ChatMessageEvent>(
      owner,
      CHAT_EVENTS.messageNew,
      (e) => e.message.text === 'moderated',
    );
    await send(server, patient, channelId, 'moderated');
    await toOwner;
    // Give a stray event time to arrive before asserting it did not.
    await new Promise((r) => setTimeout(r, 200));
    expect(foreignSeen).toEqual([]);
  });

  it('relays typing to watchers of the channel', async () => {
    const staff = socketFor(url, () => chatToken(server, a.staff));
    const pat = socketFor(url, () => chatToken(server, patient));
    await Promise.all([connected(staff), connected(pat)]);
    expect(await staff.emitWithAck(CHAT_EVENTS.watch, { channel_id: channelId })).toEqual({ ok: true });
    expect(await pat.emitWithAck(CHAT_EVENTS.watch, { channel_id: channelId })).toEqual({ ok: true });
    const typing = next<{ user_id: string; typing: boolean }>(staff, CHAT_EVENTS.typing);
    pat.emit(CHAT_EVENTS.typing, { channel_id: channelId, typing: true });
    expect(await typing).toMatchObject({ channel_id: channelId, user_id: patient.row.id, typing: true });
  });

  it('tells members when a channel is added and when it is deleted', async () => {
    const p = await createPatientUser(server, a.center.id);
    const pat = socketFor(url, () => chatToken(server, p));
    await connected(pat);
    const added = next<{ channel_id: string }>(pat, CHAT_EVENTS.channelAdded);
    const ch = await openChannel(server, a.staff, p);
    expect((await added).channel_id).toBe(ch);
    const deleted = next<{ channel_id: string }>(pat, CHAT_EVENTS.channelDeleted);
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/chat/channels/${ch}`,
      headers: a.owner.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await deleted).channel_id).toBe(ch);
  });

  it('refuses sockets without a valid chat token, with an API token, or of a disabled account', async () => {
    await expect(connected(socketFor(url, async () => 'garbage'))).rejects.toThrow('unauthorized');
    await expect(connected(socketFor(url, async () => a.staff.token))).rejects.toThrow('unauthorized');
    const p = await createPatientUser(server, a.center.id);
    const token = await chatToken(server, p);
    await server.deps.database.db.update(users).set({ active: false }).where(eq(users.id, p.row.id));
    await expect(connected(socketFor(url, async () => token))).rejects.toThrow('unauthorized');
  });

  it('drops the open socket of an account disabled after it connected', async () => {
    const p = await createPatientUser(server, a.center.id);
    const socket = socketFor(url, () => chatToken(server, p));
    await connected(socket);
    expect(await sweepInactiveSockets(server.deps.realtime, server.deps.database.db)).toBe(0);
    expect(socket.connected).toBe(true);
    await server.deps.database.db.update(users).set({ active: false }).where(eq(users.id, p.row.id));
    const gone = next(socket, 'disconnect');
    expect(await sweepInactiveSockets(server.deps.realtime, server.deps.database.db)).toBe(1);
    expect(await gone).toBe('io server disconnect');
  });

  it("a patient's revocation of the app-use consent drops their open socket at once; it cannot reconnect", async () => {
    const p = await createPatientUser(server, a.center.id);
    const token = await chatToken(server, p);
    const socket = socketFor(url, async () => token);
    await connected(socket);
    const mine = await server.app.inject({ method: 'GET', url: '/patient/consents', headers: p.auth });
    const appUse = (mine.json().consents as { id: string; kind: string; status: string }[]).find(
      (c) => c.kind === 'app-use' && c.status === 'active',
    );
    if (!appUse) throw new Error('the patient has no active app-use consent');
    const gone = next(socket, 'disconnect');
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/patient/consents/${appUse.id}/revoke`,
      headers: p.auth,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The chat token issued before the revocation still verifies: the gate refuses the socket.
    await expect(connected(socketFor(url, async () => token))).rejects.toThrow('unauthorized');
  });
});

/** A database two server instances share; closing an instance leaves it open. */
async function sharedDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const real = await createTestDatabase();
  return { database: { ...real, close: async () => undefined }, close: () => real.close() };
}

describe('a server restart with connected clients', () => {
  it('every client reconnects and no stored message is missing', async () => {
    const shared = await sharedDatabase();
    const first = await createTestServer({}, { database: shared.database });
    const url = await listen(first);
    const port = Number(new URL(url).port);
    // The instance that serves API calls while the first one is down (a second instance).
    const other = await createTestServer({}, { database: shared.database });
    let current: TestServer = first;
    let restarted: TestServer | undefined;
    try {
      const c = await createCenter(first);
      const p = await createPatientUser(first, c.center.id);
      const ch = await openChannel(first, c.staff, p);

      // The portal's catch-up: keep what arrived live, and on every connect ask for what came after it.
      const seen: string[] = [];
      const socket = socketFor(url, () => chatToken(current, c.staff), { reconnection: true });
      const catchUp = async () => {
        const after = seen.at(-1);
        const res = await current.app.inject({
          method: 'GET',
          url: `/chat/channels/${ch}/messages?limit=100${after ? `&after=${after}` : ''}`,
          headers: c.staff.auth,
        });
        for (const m of res.json().messages as { id: string }[]) if (!seen.includes(m.id)) seen.push(m.id);
      };
      socket.on('connect', () => void catchUp());
      socket.on(CHAT_EVENTS.messageNew, (e: ChatMessageEvent) => {
        if (!seen.includes(e.message.id)) seen.push(e.message.id);
      });
      await connected(socket);
      const live = next(socket, CHAT_EVENTS.messageNew);
      await send(first, p, ch, 'before the restart');
      await live;

      const dropped = next(socket, 'disconnect');
      await first.close();
      await dropped;
      current = other;
      await send(other, p, ch, 'while the server is down 1');
      await send(other, p, ch, 'while the server is down 2');

      restarted = await createTestServer({}, { database: shared.database });
      current = restarted;
      await listen(restarted, port);
      await next(socket, 'connect', () => true, 10_000);
      const after = next<ChatMessageEvent>(socket, CHAT_EVENTS.messageNew);
      await send(restarted, p, ch, 'after the restart');
      await after;
      await new Promise((r) => setTimeout(r, 200));

      const stored = await restarted.app.inject({
        method: 'GET',
        url: `/chat/channels/${ch}/messages?limit=100`,
        headers: c.staff.auth,
      });
      const storedIds = (stored.json().messages as { id: string }[]).map((m) => m.id);
      expect(storedIds).toHaveLength(4);
      expect([...seen].sort()).toEqual([...storedIds].sort());
    } finally {
      await restarted?.close();
      await other.close();
      await shared.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('two server instances with Redis', () => {
  it('a message sent through instance A reaches a socket connected to instance B', async () => {
    const shared = await sharedDatabase();
    const env = { REDIS_URL: process.env.REDIS_URL as string };
    const instanceA = await createTestServer(env, { database: shared.database });
    const instanceB = await createTestServer(env, { database: shared.database });
    try {
      const urlA = await listen(instanceA);
      const urlB = await listen(instanceB);
      const c = await createCenter(instanceA);
      const p = await createPatientUser(instanceA, c.center.id);
      const ch = await openChannel(instanceA, c.staff, p);
      // The staff member on B, the patient on A: messages cross both ways.
      const staffOnB = socketFor(urlB, () => chatToken(instanceB, c.staff));
      const patientOnA = socketFor(urlA, () => chatToken(instanceA, p));
      await Promise.all([connected(staffOnB), connected(patientOnA)]);
      // Let both instances' Redis subscriptions settle.
      await new Promise((r) => setTimeout(r, 300));

      const onB = next<ChatMessageEvent>(staffOnB, CHAT_EVENTS.messageNew);
      await send(instanceA, p, ch, 'sent through A');
      expect((await onB).message.text).toBe('sent through A');

      const onA = next<ChatMessageEvent>(patientOnA, CHAT_EVENTS.messageNew);
      await send(instanceB, c.staff, ch, 'sent through B');
      expect((await onA).message.text).toBe('sent through B');
    } finally {
      await instanceA.close();
      await instanceB.close();
      await shared.close();
    }
  });
});
