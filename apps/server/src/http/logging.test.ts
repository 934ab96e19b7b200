import { hostname } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/helpers/database';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { requestLine, requestSerializer, responseSerializer } from './logging';

const parsed = (chunks: string[]) =>
  chunks
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe(`request logs (${testDriver})`, () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await createTestServer({}, { logLines: lines });
  }, 120_000);
  afterAll(() => server?.close());

  it('one line per request, on its answer: request id, method, path, status, time; never the query, headers or body', async () => {
    lines.length = 0;
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships?by_name=Smith&by_addiction=opioids',
      headers: {
        authorization: 'Bearer secret-token',
        'x-patient': 'Jane Doe',
        'x-request-id': 'one-line-0001',
      },
      payload: { first_name: 'Jane', email: 'jane@example.test' },
    });
    expect(res.statusCode).toBe(401);

    const text = JSON.stringify(lines);
    for (const secret of ['Smith', 'opioids', 'secret-token', 'Jane', 'jane@example.test'])
      expect(text).not.toContain(secret);
    const ofRequest = parsed(lines).filter((l) => l.reqId === 'one-line-0001');
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      msg: 'request completed',
      req: {
        method: 'POST',
        url: '/v3/memberships?[redacted]',
      },
      res: { statusCode: 401 },
    });
    expect(ofRequest[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('an unmatched path gets its one line too', async () => {
    lines.length = 0;
    const res = await server.app.inject({
      method: 'GET',
      url: '/v3/no-such-route?name=Smith',
      headers: { 'x-request-id': 'one-line-0002' },
    });
    expect(res.statusCode).toBe(404);
    const ofRequest = parsed(lines).filter((l) => l.reqId === 'one-line-0002');
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      req: { url: '/v3/no-such-route?[redacted]' },
      res: { statusCode: 404 },
    });
  });
});

describe('the request line', () => {
  it('is the line pino writes for the same request, field for field, whatever the path holds', () => {
    const written: string[] = [];
    const logger = pino(
      { serializers: { req: requestSerializer, res: responseSerializer } },
      { write: (line: string) => written.push(line) },
    );
    const request = {
      id: 'line-0001',
      method: 'GET',
      url: '/v3/x/"quoted"\\back\nline/é€😀\u0000?by_name=Smith',
      host: 'portal.example.test',
      ip: '203.0.113.9',
    } as unknown as FastifyRequest;
    const reply = { statusCode: 404, elapsedTime: 1.234567 } as unknown as FastifyReply;
    logger
      .child({ reqId: request.id })
      .info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    const ours = requestLine(
      `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`,
      request,
      reply,
    );
    const withoutTime = (line: string) => ({ ...JSON.parse(line), time: 0 });
    expect(ours.endsWith('\n')).toBe(true);
    expect(withoutTime(ours)).toEqual(withoutTime(written[0] ?? ''));
    expect(Object.keys(JSON.parse(ours))).toEqual(Object.keys(JSON.parse(written[0] ?? '')));
    expect(ours).not.toContain('Smith');
  });
});
