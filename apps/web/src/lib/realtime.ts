import { CHAT_CONNECT_TIMEOUT_MS, routes } from '@portal/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { call } from './http';

/**
 * The portal's one realtime connection (Socket.IO on the API's origin), shared by every feature.
 * It signs in with a short-lived chat token fetched on each (re)connect, and reconnects by itself.
 * Subscribers keep their callback in a ref, so re-renders never re-subscribe. Events are hints:
 * screens refetch through the API, which stays the truth.
 *
 * The Socket.IO client is fetched after the first render (issue 13, goal 7: it is not part of the
 * first download). Until it arrives, `realtimeSocket()` answers with a stand-in that keeps the
 * listeners and queues what is sent, then hands both to the real socket.
 */
// biome-ignore lint/suspicious/noExplicitAny: Socket.IO's own listener type; each subscriber types its payload
type Listener = (...args: any[]) => void;
export interface RealtimeSocket {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
}

let socket: RealtimeSocket | null = null;
let connected = false;
const listeners = new Set<() => void>();
const setConnected = (value: boolean) => {
  connected = value;
  for (const l of listeners) l();
};

function connect(): RealtimeSocket {
  let real: Socket | null = null;
  let closed = false;
  const pending = new Map<string, Set<Listener>>();
  const queued: [string, unknown[]][] = [];
  const stand: RealtimeSocket & { close(): void } = {
    on(event, listener) {
      if (real) real.on(event, listener);
      else pending.set(event, (pending.get(event) ?? new Set()).add(listener));
    },
    off(event, listener) {
      if (real) real.off(event, listener);
      else pending.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      if (real) real.emit(event, ...args);
      else queued.push([event, args]);
    },
    close() {
      closed = true;
      real?.disconnect();
      real?.removeAllListeners();
    },
  };
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    real = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => {
        call(routes.chatToken).then(
          (res) => cb(res.status === 200 ? { token: res.data.data.token } : {}),
          () => cb({}),
        );
      },
      // Spec §9: the chat connection times out after 10 s (then it retries).
      timeout: CHAT_CONNECT_TIMEOUT_MS,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    });
    real.on('connect', () => setConnected(true));
    real.on('disconnect', () => setConnected(false));
    real.on('connect_error', () => setConnected(false));
    for (const [event, set] of pending) for (const l of set) real.on(event, l);
    // Socket.IO itself buffers what is sent before it connects.
    for (const [event, args] of queued) real.emit(event, ...args);
    pending.clear();
    queued.length = 0;
  });
  closeCurrent = stand.close;
  return stand;
}
let closeCurrent: (() => void) | null = null;

export function realtimeSocket(): RealtimeSocket {
  socket ??= connect();
  return socket;
}

/** Closes the connection (sign-out). The next subscriber opens a new one. */
export function disconnectRealtime() {
  closeCurrent?.();
  closeCurrent = null;
  socket = null;
  setConnected(false);
}

/** Calls `handler` for every `event` while the component is mounted. */
export function useRealtimeEvent<T = unknown>(event: string, handler: (payload: T) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const s = realtimeSocket();
    const listener = (payload: T) => ref.current(payload);
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event]);
}

/** Whether the live connection is up: screens poll only while it is not. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => connected,
    () => false,
  );
}
