import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { mailOutbox } from '../../db/schema/index';

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when the series is absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (no token configured)', () => {
  let server: TestServer;
  let center: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    center = await createCenter(server);
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts the request it just served, per route pattern and status class, with its latency', async () => {
    const before = await scrape();
    const healthSeries = 'portal_http_requests_total{method="GET",route="/healthz",status_class="2xx"}';
    const healthBefore = sample(before, healthSeries) ?? 0;
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const after = await scrape();
    expect(sample(after, healthSeries)).toBe(healthBefore + 1);
    expect(sample(after, 'portal_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(
      healthBefore + 1,
    );
    expect(
      sample(after, 'portal_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz"}'),
    ).toBe(healthBefore + 1);
    // The previous scrape itself is counted too.
    expect(
      sample(after, 'portal_http_requests_total{method="GET",route="/metrics",status_class="2xx"}'),
    ).toBeGreaterThan(0);
  });

  it('labels by route pattern, never the raw URL: no ids in the series, errors by status class', async () => {
    const foreignId = randomUUID();
    const unknownId = randomUUID();
    // Another center's id with a valid token: 403; no token: 401; an unknown path: 404.
    const forbidden = await server.app.inject({
      method: 'GET',
      url: `/v3/treatment_centers/${foreignId}`,
      headers: center.owner.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: `/v3/treatment_centers/${foreignId}` })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: `/v3/no-such-thing/${unknownId}` })).statusCode,
    ).toBe(404);
    const ok = await server.app.inject({
      method: 'GET',
      url: `/v3/treatment_centers/${center.center.id}`,
      headers: center.owner.auth,
    });
    expect(ok.statusCode).toBe(200);

    const body = await scrape();
    expect(
      sample(
        body,
        'portal_http_requests_total{method="GET",route="/v3/treatment_centers/:id",status_class="4xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        body,
        'portal_http_requests_total{method="GET",route="/v3/treatment_centers/:id",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(body, 'portal_http_requests_total{method="GET",route="(unmatched)",status_class="4xx"}'),
    ).toBeGreaterThan(0);
    for (const id of [foreignId, unknownId, center.center.id, center.owner.row.id])
      expect(body).not.toContain(id);
    expect(body).not.toContain(center.owner.row.email);
  });

  it('reports the database driver, and the pool on PostgreSQL', async () => {
    const body = await scrape();
    const kind = server.deps.database.kind;
    expect(sample(body, `portal_database_info{driver="${kind}"}`)).toBe(1);
    if (kind === 'postgres') {
      const total = sample(body, 'portal_db_pool_connections{state="total"}');
      expect(total).toBeGreaterThan(0);
      expect(sample(body, 'portal_db_pool_connections{state="idle"}')).toBeLessThanOrEqual(total ?? 0);
      expect(sample(body, 'portal_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(body, 'portal_db_pool_max')).toBeGreaterThan(0);
    } else {
      expect(body).not.toContain('portal_db_pool_connections{');
    }
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the mail outbox backlog by status, counted on each scrape', async () => {
    const before = await scrape();
    const stored = sample(before, 'portal_mail_outbox_messages{status="stored"}') ?? 0;
    const failed = sample(before, 'portal_mail_outbox_messages{status="failed"}') ?? 0;
    const sending = sample(before, 'portal_mail_outbox_messages{status="sending"}') ?? 0;
    const row = { to: 'someone@example.test', subject: 'S', text: 'T', kind: 'test' };
    await server.deps.database.db.insert(mailOutbox).values([
      { ...row, status: 'stored' },
      { ...row, status: 'stored' },
      { ...row, status: 'failed' },
      { ...row, status: 'sent' },
    ]);
    const after = await scrape();
    expect(sample(after, 'portal_mail_outbox_messages{status="stored"}')).toBe(stored + 2);
    expect(sample(after, 'portal_mail_outbox_messages{status="failed"}')).toBe(failed + 1);
    expect(sample(after, 'portal_mail_outbox_messages{status="sending"}')).toBe(sending);
    expect(after).not.toContain('status="sent"');
    expect(after).not.toContain('someone@example.test');
  });

  it('is refused to remote callers and to requests relayed by a proxy when no token is set', async () => {
    const remote = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.30.40' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('portal_http_requests_total');
    const proxied = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const ipv6 = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789abcdef';
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ METRICS_TOKEN: token });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await server.close();
  });

  it('needs the bearer token, even from loopback', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.20.30.40',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain(
      'portal_http_requests_total{method="GET",route="/metrics",status_class="4xx"} 2',
    );
  });

  it('counts connected sockets, and shutdown drains them after readiness goes false', async () => {
    const identity = { userId: randomUUID(), centerId: randomUUID(), roles: ['staff' as const] };
    server.deps.realtime.setAuthenticator(async (t) => {
      if (t !== 'socket-token') throw new Error('bad token');
      return identity;
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const socket = connect(base, {
      auth: { token: 'socket-token' },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const auth = { authorization: `Bearer ${token}` };
    const scrape = async () => (await fetch(`${base}/metrics`, { headers: auth })).text();
    expect(sample(await scrape(), 'portal_chat_sockets')).toBe(1);
    expect(sample(await scrape(), 'portal_draining')).toBe(0);

    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const closing = server.close();
    closed = true;
    expect(server.app.lifecycle.draining).toBe(true);
    // The transport is dropped (not a Socket.IO "disconnect"), so the client reconnects elsewhere.
    expect(await disconnected).toBe('transport close');
    await closing;
    socket.close();
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
  });
});
