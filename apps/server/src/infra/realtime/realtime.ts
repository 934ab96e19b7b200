import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { type Socket, Server as SocketServer } from 'socket.io';
import type { Config } from '../../config';

/** Roles a socket can be reached by within its center (see `emitToCenter`). */
export type RealtimeRole = 'owner' | 'staff' | 'expert' | 'support' | 'patient' | 'moderator';

/** Who a socket belongs to, decided once when it connects (see `setAuthenticator`). */
export interface SocketIdentity {
  userId: string;
  centerId: string;
  roles: RealtimeRole[];
}

export type SocketAuthenticator = (token: string) => Promise<SocketIdentity>;

export const userRoom = (userId: string) => `user:${userId}`;
export const centerRoom = (centerId: string, role?: RealtimeRole) =>
  role ? `center:${centerId}:${role}` : `center:${centerId}`;

/**
 * Live events to the browser, over Socket.IO on the app's own HTTP server. In-process by default;
 * with REDIS_URL every instance shares events through Redis, so a user connected to instance B
 * gets what instance A emits. Emits are fire-and-forget: the database is the truth, and clients
 * catch up through the REST API after a reconnect.
 */
export interface Realtime {
  /** Sends an event to every socket of one user (users.id), on any instance. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Sends an event to every socket of these users (each socket receives it once). */
  emitToUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /** Sends an event to the sockets of a center, optionally only those holding one of `filter.roles`. */
  emitToCenter(centerId: string, event: string, payload: unknown, filter?: { roles?: RealtimeRole[] }): void;
  /** Sends an event to a named room (e.g. a chat channel's viewers). */
  emitToRoom(room: string | readonly string[], event: string, payload: unknown): void;
  /** Decides who connects: the chat gateway installs it. A socket without a valid token is refused. */
  setAuthenticator(authenticate: SocketAuthenticator): void;
  /**
   * A check every authenticated socket passes before it connects (the consent gate for patients):
   * one that rejects refuses the socket, as a bad token is refused.
   */
  addAdmission(admit: (identity: SocketIdentity) => Promise<void>): void;
  /** Runs for every authenticated socket (after it joined its user and center rooms). */
  onConnection(handler: (socket: Socket, identity: SocketIdentity) => void): void;
  /** Disconnects every socket of one user on every instance (sign-out everywhere, disabled account). */
  disconnectUser(userId: string): void;
  /** Binds Socket.IO to the HTTP server (path /socket.io). */
  attach(server: HttpServer): void;
  /** Refuses new sockets, drops this instance's connections (clients reconnect) and closes Redis. */
  close(): Promise<void>;
  /** The Socket.IO server, for tests and the chat gateway's room joins. */
  readonly io: SocketServer;
}

/**
 * Whether a handshake may open a socket: browsers always send Origin on WebSocket and cross-origin
 * requests, so a page of another site is refused; clients without Origin (the mobile app) still
 * authenticate with their chat token. Allowed: the portal's public origin, or the origin the request
 * was addressed to (same origin behind a dev proxy).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  return !!host && parsed.host === host;
}

export function createRealtime(
  config: Pick<Config, 'REDIS_URL'> & Partial<Pick<Config, 'PUBLIC_URL'>>,
): Realtime {
  const io = new SocketServer({
    path: '/socket.io',
    serveClient: false,
    // Same origin as the portal: no cross-origin sockets (no CORS headers, and Origin is checked).
    cors: { origin: false },
    allowRequest: (req, done) =>
      done(null, originAllowed(req.headers.origin, req.headers.host, config.PUBLIC_URL)),
    connectTimeout: 10_000,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.REDIS_URL) {
    const pub = new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    // Redis outages are logged by ioredis' reconnects; an emit during one is lost, not fatal.
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: 'portal-realtime' }));
  }

  let authenticate: SocketAuthenticator | undefined;
  let closing = false;
  const handlers: ((socket: Socket, identity: SocketIdentity) => void)[] = [];
  const admissions: ((identity: SocketIdentity) => Promise<void>)[] = [];
  const admit = async (token: string) => {
    if (!authenticate) throw new Error('unauthorized');
    const identity = await authenticate(token);
    for (const check of admissions) await check(identity);
    return identity;
  };

  io.use((socket, next) => {
    if (closing) return next(new Error('shutting down'));
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (!authenticate || typeof token !== 'string' || !token) return next(new Error('unauthorized'));
    admit(token).then(
      (identity) => {
        socket.data.identity = identity;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    void socket.join([
      userRoom(identity.userId),
      centerRoom(identity.centerId),
      ...identity.roles.map((role) => centerRoom(identity.centerId, role)),
    ]);
    for (const handler of handlers) handler(socket, identity);
  });

  /** After close, emits are dropped: a late event must not reach a closed Redis connection. */
  const to = (rooms: string | string[]) => (closing ? null : io.to(rooms));

  return {
    io,
    emitToUser(userId, event, payload) {
      to(userRoom(userId))?.emit(event, payload);
    },
    emitToUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      to(userIds.map(userRoom))?.emit(event, payload);
    },
    emitToCenter(centerId, event, payload, filter) {
      const rooms = filter?.roles?.length
        ? filter.roles.map((role) => centerRoom(centerId, role))
        : [centerRoom(centerId)];
      to(rooms)?.emit(event, payload);
    },
    emitToRoom(room, event, payload) {
      to(room as string | string[])?.emit(event, payload);
    },
    setAuthenticator(fn) {
      authenticate = fn;
    },
    addAdmission(check) {
      admissions.push(check);
    },
    onConnection(handler) {
      handlers.push(handler);
    },
    disconnectUser(userId) {
      if (!closing) io.in(userRoom(userId)).disconnectSockets(true);
    },
    attach(server) {
      io.attach(server);
    },
    async close() {
      closing = true;
      // Closing the transports (not a Socket.IO "disconnect") lets clients reconnect on their own,
      // to another instance or to this one once it is back. Not io.close(): that would also close
      // the HTTP server, which Fastify owns and drains.
      io.engine?.close();
      if (redis) {
        await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
