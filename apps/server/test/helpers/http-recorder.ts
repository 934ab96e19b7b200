import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Recorder {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /** What the next requests are answered with (status, JSON body). */
  answer(status: number, body?: unknown): void;
  /** Resolves once `count` requests arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

/**
 * A real local HTTP server standing in for a remote API (an SMS provider, a push service): it
 * records every request with its raw body and answers what the test says.
 */
export async function startRecorder(): Promise<Recorder> {
  const requests: RecordedRequest[] = [];
  let reply = { status: 201, body: {} as unknown };
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(status, body = {}) {
      reply = { status, body };
    },
    async waitFor(count, ms = 5000) {
      const deadline = Date.now() + ms;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
