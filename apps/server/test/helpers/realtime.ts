import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { TestServer } from './server';

/** A socket.io client as the portal opens it with a chat token, resolved once it is connected. */
export async function connectPortal(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

export interface PortalSockets {
  /** A socket of a user (staff or patient), signed in with the chat token the client would fetch. */
  socketOf(who: { auth: Record<string, string> }): Promise<Socket>;
  /** Closes every socket opened here (the server is the caller's to close). */
  closeAll(): void;
}

/** Puts the test server on a free port and opens live sockets to it. */
export async function portalSockets(server: TestServer): Promise<PortalSockets> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  return {
    async socketOf(who) {
      const res = await server.app.inject({ method: 'GET', url: '/getstream/token', headers: who.auth });
      expect(res.statusCode).toBe(200);
      const socket = await connectPortal(baseUrl, res.json().data.token);
      sockets.push(socket);
      return socket;
    },
    closeAll() {
      for (const s of sockets) s.close();
    },
  };
}

/** Every payload of `event` the socket hears from now on, in order. */
export function record(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Resolves once `check` holds; throws after `ms`. */
export async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Give stray deliveries a moment to arrive before asserting they did not. */
export const settle = () => new Promise((r) => setTimeout(r, 150));
