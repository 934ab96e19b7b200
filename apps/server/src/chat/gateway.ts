import { CHAT_EVENTS, type ChatRole } from '@portal/contracts';
import type { Db } from '../db/client';
import type { Realtime, RealtimeRole, SocketIdentity } from '../infra/realtime/realtime';
import { activeUserIds, isActiveUser } from './repository';
import { type ChatService, channelRoom, type Viewer } from './service';
import type { ChatTokens } from './token';

const BASE_ROLES: readonly ChatRole[] = ['patient', 'support', 'expert', 'owner', 'staff'];

export const viewerOfIdentity = (identity: SocketIdentity): Viewer => ({
  userId: identity.userId,
  centerId: identity.centerId,
  role: BASE_ROLES.find((r) => identity.roles.includes(r)) ?? 'patient',
});

/** The realtime roles a chat token carries for a role: moderators also get the 'moderator' room. */
export const realtimeRolesOf = (role: ChatRole): RealtimeRole[] =>
  role === 'owner' || role === 'support' ? [role, 'moderator'] : [role];

const isUuid = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * The socket side of the chat: sockets authenticate with a chat token (checked against an active
 * account), join their user and center rooms (done by the realtime adapter), and may watch the
 * channels they are allowed to see to exchange typing events. Everything else is sent by the
 * service after a change is committed.
 */
export function registerChatGateway(deps: {
  realtime: Realtime;
  tokens: ChatTokens;
  service: ChatService;
  db: Db;
  /** How often connected sockets are checked against disabled accounts. */
  sweepMs?: number;
}): { stop(): void } {
  const { realtime, tokens, service, db } = deps;
  const timer = setInterval(() => {
    sweepInactiveSockets(realtime, db).catch(() => undefined);
  }, deps.sweepMs ?? 60_000);
  timer.unref();
  realtime.setAuthenticator(async (token) => {
    const claims = await tokens.verify(token);
    if (!(await isActiveUser(db, claims.userId))) throw new Error('inactive');
    return claims;
  });

  realtime.onConnection((socket, identity) => {
    const viewer = viewerOfIdentity(identity);
    socket.on(CHAT_EVENTS.watch, (payload: unknown, ack?: (r: { ok: boolean }) => void) => {
      const channelId = (payload as { channel_id?: unknown } | null)?.channel_id;
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!isUuid(channelId)) return reply({ ok: false });
      service.mayWatch(viewer, channelId).then(
        async (ok) => {
          if (ok) await socket.join(channelRoom(channelId));
          reply({ ok });
        },
        () => reply({ ok: false }),
      );
    });
    socket.on(CHAT_EVENTS.unwatch, (payload: unknown) => {
      const channelId = (payload as { channel_id?: unknown } | null)?.channel_id;
      if (isUuid(channelId)) void socket.leave(channelRoom(channelId));
    });
    socket.on(CHAT_EVENTS.typing, (payload: unknown) => {
      const p = payload as { channel_id?: unknown; typing?: unknown } | null;
      if (!isUuid(p?.channel_id) || !socket.rooms.has(channelRoom(p.channel_id))) return;
      socket.to(channelRoom(p.channel_id)).emit(CHAT_EVENTS.typing, {
        channel_id: p.channel_id,
        user_id: viewer.userId,
        typing: p.typing === true,
      });
    });
  });
  return { stop: () => clearInterval(timer) };
}

/**
 * Disconnects this instance's sockets of accounts disabled since they connected: a disabled staff
 * member stops receiving messages within a minute even if nobody calls `disconnectUser`.
 */
export async function sweepInactiveSockets(realtime: Realtime, db: Db): Promise<number> {
  const sockets = await realtime.io.local.fetchSockets();
  const idOf = (s: (typeof sockets)[number]) => (s.data.identity as SocketIdentity | undefined)?.userId;
  const ids = [...new Set(sockets.map(idOf).filter((id): id is string => !!id))];
  const active = await activeUserIds(db, ids);
  let dropped = 0;
  for (const socket of sockets) {
    const id = idOf(socket);
    if (id && !active.has(id)) {
      socket.disconnect(true);
      dropped++;
    }
  }
  return dropped;
}
