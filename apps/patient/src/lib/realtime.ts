import { CHAT_EVENTS, CONTACT_NOW_EVENTS } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { api } from './http';
import { afterFirstScreen } from './idle';

/**
 * The app's one realtime connection (Socket.IO, like the portal's), signed in with a short-lived
 * chat token fetched on each (re)connect. Events are hints: screens refetch through the API.
 * The client library is fetched after the first screen (not in the first download, and once the
 * page is idle).
 */
let socket: Promise<Socket> | null = null;

function connect(): Promise<Socket> {
  // After the first screen has settled: events are hints (the screens just read the same data), and
  // the library's start is a long task on a slow phone, which would then answer taps late.
  socket ??= afterFirstScreen(5000, 2000)
    .then(() => import('socket.io-client'))
    .then(({ io }) =>
      io({
        path: '/socket.io',
        transports: ['websocket'],
        auth: (cb) => {
          api<{ data: { token: string } }>('GET', '/getstream/token').then(
            (r) => cb({ token: r.data.token }),
            () => cb({}),
          );
        },
        timeout: 10_000,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
      }),
    );
  return socket;
}

export function disconnectRealtime() {
  void socket?.then((s) => s.disconnect());
  socket = null;
}

/** Calls `handler` for every `event` while mounted. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    let cancelled = false;
    let off = () => {};
    void connect().then((s) => {
      if (cancelled) return;
      const listener = (payload: T) => ref.current(payload);
      s.on(event, listener);
      off = () => s.off(event, listener);
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [event]);
}

/** Socket.IO's own event on every (re)connection. */
export const REALTIME_CONNECTED = 'connect';

export { CHAT_EVENTS, CONTACT_NOW_EVENTS };
