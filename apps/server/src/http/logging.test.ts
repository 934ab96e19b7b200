import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestSerializer } from './logging';

describe('request logs', () => {
  it('carry the path and request id, never the query string, headers or body', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestSerializer } } });
    app.post('/v3/treatment_centers/:id/memberships', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'POST',
      url: '/v3/treatment_centers/c0ffee00-0000-4000-8000-000000000000/memberships?by_name=Smith&by_addiction=opioids',
      headers: { authorization: 'Bearer secret-token', 'x-patient': 'Jane Doe' },
      payload: { first_name: 'Jane', email: 'jane@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await app.close();

    const text = JSON.stringify(lines);
    for (const secret of ['Smith', 'opioids', 'secret-token', 'Jane', 'jane@example.test'])
      expect(text).not.toContain(secret);
    const incoming = lines.find((l) => l.msg === 'incoming request') as {
      req: { url: string };
      reqId: string;
    };
    expect(incoming.req.url).toBe(
      '/v3/treatment_centers/c0ffee00-0000-4000-8000-000000000000/memberships?[redacted]',
    );
    expect(incoming.reqId).toBeTruthy();
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
  });
});
