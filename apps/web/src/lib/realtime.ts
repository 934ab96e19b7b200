import { CHAT_CONNECT_TIMEOUT_MS, routes } from '@portal/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { call } from './http';

/**
 * The portal's one realtime connection (Socket.IO on the API's origin), shared by every feature.
 * It signs in with a short-lived chat token fetched on each (re)connect, and reconnects by itself.
 * Subscribers keep their callback in a ref, so re-renders never re-subscribe. Events are hints:
 * screens refetch through the API, which stays the truth.
 */
let socket: Socket | null = null;
let connected = false;
const listeners = new Set<() => void>();
const setConnected = (value: boolean) => {
  connected = value;
  for (const l of listeners) l();
};

export function realtimeSocket(): Socket {
  if (socket) return socket;
  socket = io({
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
  socket.on('connect', () => setConnected(true));
  socket.on('disconnect', () => setConnected(false));
  socket.on('connect_error', () => setConnected(false));
  return socket;
}

/** Closes the connection (sign-out). The next subscriber opens a new one. */
export function disconnectRealtime() {
  socket?.disconnect();
  socket?.removeAllListeners();
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
