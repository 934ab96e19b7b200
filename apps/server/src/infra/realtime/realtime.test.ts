import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtime, type Realtime, type SocketIdentity } from './realtime';

const identities: Record<string, SocketIdentity> = {
  owner: { userId: 'u-owner', centerId: 'c1', roles: ['owner', 'moderator'] },
  staff: { userId: 'u-staff', centerId: 'c1', roles: ['staff'] },
  other: { userId: 'u-other', centerId: 'c2', roles: ['staff'] },
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startInstance(redisUrl?: string): Promise<{ realtime: Realtime; url: string }> {
  const realtime = createRealtime({ REDIS_URL: redisUrl });
  realtime.setAuthenticator(async (token) => {
    const identity = identities[token];
    if (!identity) throw new Error('bad token');
    return identity;
  });
  const http: Server = createServer();
  realtime.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await realtime.close();
    await new Promise((resolve) => http.close(resolve));
  });
  return { realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function client(url: string, token: string): Promise<ClientSocket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  cleanups.push(() => void socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = (socket: ClientSocket, event: string, ms = 3000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Collects what a socket receives, to prove what it did NOT receive. */
function record(socket: ClientSocket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

describe('realtime adapter (in-process)', () => {
  it('refuses a socket without a valid token', async () => {
    const { url } = await startInstance();
    await expect(client(url, 'nobody')).rejects.toThrow('unauthorized');
  });

  it('reaches one user, and a center by role, never another center', async () => {
    const { realtime, url } = await startInstance();
    const owner = await client(url, 'owner');
    const staff = await client(url, 'staff');
    const other = await client(url, 'other');
    const otherSeen = record(other, 'ping');
    const staffSeen = record(staff, 'ping');

    const toOwner = next(owner, 'ping');
    realtime.emitToUser('u-owner', 'ping', { n: 1 });
    expect(await toOwner).toEqual({ n: 1 });

    const toModerator = next(owner, 'ping');
    realtime.emitToCenter('c1', 'ping', { n: 2 }, { roles: ['moderator'] });
    expect(await toModerator).toEqual({ n: 2 });

    const everyone = Promise.all([next(owner, 'ping'), next(staff, 'ping')]);
    realtime.emitToCenter('c1', 'ping', { n: 3 });
    expect(await everyone).toEqual([{ n: 3 }, { n: 3 }]);
    // The other center heard nothing; staff missed the moderators-only event.
    expect(otherSeen).toEqual([]);
    expect(staffSeen).toEqual([{ n: 3 }]);
  });

  it('drops every connection on close, so clients reconnect elsewhere', async () => {
    const { realtime, url } = await startInstance();
    const staff = await client(url, 'staff');
    const gone = next(staff, 'disconnect');
    await realtime.close();
    expect(await gone).toBe('transport close');
  });
});

describe.skipIf(!process.env.REDIS_URL)('realtime adapter with Redis', () => {
  it('an event emitted on instance A reaches a socket on instance B', async () => {
    const a = await startInstance(process.env.REDIS_URL);
    const b = await startInstance(process.env.REDIS_URL);
    const onB = await client(b.url, 'staff');
    // The Redis subscription is asynchronous: retry until B's subscriber is live.
    const received = next(onB, 'ping', 5000);
    const timer = setInterval(() => a.realtime.emitToUser('u-staff', 'ping', { from: 'A' }), 100);
    try {
      expect(await received).toEqual({ from: 'A' });
    } finally {
      clearInterval(timer);
    }
  });
});
