// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, route } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { markActivity } from './activity';
import {
  ApiError,
  call,
  callOrThrow,
  httpSettings,
  onUnauthorized,
  request,
  setTokenProvider,
  type Unauthorized,
} from './http';

/** A real HTTP server whose behaviour each test sets. */
let handler: (
  req: IncomingMessage,
  body: string,
) => {
  status: number;
  body?: unknown;
  delayMs?: number;
  destroy?: boolean;
  headers?: Record<string, string>;
};
let server: Server;
let base: string;
const seen: { method: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      const answer = handler(req, body);
      if (answer.destroy) return req.socket.destroy();
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  seen.length = 0;
  Object.assign(httpSettings, { timeoutMs: 10_000, cancelMs: 13_000, retries: 2 });
});

const listThings = () =>
  route({
    method: 'GET',
    path: `${base}/things/{id}`,
    summary: '',
    access: 'staff',
    success: 200,
    response: z.object({ ok: z.boolean() }),
  });

describe('the HTTP client', () => {
  it('sends the bearer token, X-Origin and JSON content type', async () => {
    setTokenProvider(() => 'tok-123');
    handler = () => ({ status: 201, body: { ok: true } });
    const res = await request({ method: 'POST', url: `${base}/x`, body: { a: 1 } });
    expect(res).toMatchObject({ status: 201, ok: true, data: { ok: true } });
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(seen[0]?.headers['x-origin']).toBe('webportal');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toBe('{"a":1}');
  });

  it('sends the time of the last input (not of the call), so polling is not activity', async () => {
    setTokenProvider(() => 'tok-123');
    markActivity(Date.parse('2026-01-02T03:04:05.000Z'));
    handler = () => ({ status: 200, body: { ok: true } });
    await request({ method: 'GET', url: `${base}/x` });
    expect(seen[0]?.headers['x-last-activity']).toBe('2026-01-02T03:04:05.000Z');
  });

  it('tells the auth layer whether a 401 is a session the server ended, with its message', async () => {
    const heard: Unauthorized[] = [];
    const stop = onUnauthorized((why) => heard.push(why));
    try {
      handler = () => ({
        status: 401,
        body: { message: 'Your session ended after 15 minutes of inactivity. Please sign in again.' },
        headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="session_ended"' },
      });
      await request({ method: 'GET', url: `${base}/x` });
      handler = () => ({ status: 401, body: { message: messages.unauthorized } });
      await request({ method: 'GET', url: `${base}/x` });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      {
        sessionEnded: true,
        message: 'Your session ended after 15 minutes of inactivity. Please sign in again.',
      },
      { sessionEnded: false, message: messages.unauthorized },
    ]);
  });

  it('returns statuses below 500 to the caller with the server message', async () => {
    handler = () => ({ status: 422, body: { message: 'Not allowed now.' } });
    const res = await call(listThings(), { params: { id: 'a b' }, query: { q: 'x', skip: undefined } });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe('Not allowed now.');
    expect(seen[0]?.headers.host).toBeTruthy();
    await expect(callOrThrow(listThings(), { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
  });

  it('shows the same sentence for a 503 with Retry-After (a database outage) as for a 500', async () => {
    handler = () => ({
      status: 503,
      body: { message: messages.requestFailed },
      headers: { 'retry-after': '5' },
    });
    await expect(request({ method: 'POST', url: `${base}/x`, body: {} })).rejects.toThrow(
      messages.requestFailed,
    );
    expect(seen).toHaveLength(1);
    // A read is tried again twice first, then shows the same sentence.
    await expect(call(listThings(), { params: { id: 1 } })).rejects.toThrow(messages.requestFailed);
    expect(seen).toHaveLength(4);
  });

  it('retries a GET twice after network failures, then succeeds', async () => {
    let n = 0;
    handler = () => (++n <= 2 ? { status: 0, destroy: true } : { status: 200, body: { ok: true } });
    const res = await call(listThings(), { params: { id: 1 } });
    expect(res.data).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    handler = () => ({ status: 0, destroy: true });
    await expect(request({ method: 'POST', url: `${base}/x`, body: {} })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('cancels the whole call with Request_cancelled', async () => {
    Object.assign(httpSettings, { timeoutMs: 100, cancelMs: 250, retries: 2 });
    handler = () => ({ status: 200, body: { ok: true }, delayMs: 1000 });
    await expect(call(listThings(), { params: { id: 1 } })).rejects.toThrow(messages.requestCancelled);
  });
});

describe('offline', () => {
  it('refuses a change while offline, without calling the server', async () => {
    const { offlineWriteRefused } = await import('./offline');
    const onLine = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      handler = () => ({ status: 201, body: { ok: true } });
      await expect(request({ method: 'POST', url: `${base}/x`, body: {} })).rejects.toThrow(
        offlineWriteRefused(),
      );
      expect(seen).toHaveLength(0);
    } finally {
      if (onLine) Object.defineProperty(globalThis, 'navigator', onLine);
    }
  });
});
