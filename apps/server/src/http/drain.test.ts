import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/helpers/server';

describe('shutdown with SHUTDOWN_DELAY_MS', () => {
  it('answers 503 on /readyz but still serves requests during the delay, then closes', async () => {
    const server = await createTestServer({ SHUTDOWN_DELAY_MS: '4000' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const started = Date.now();
    const closing = server.close();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Traffic the load balancer still sends meanwhile is served normally.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/auth/config`)).status).toBe(200);
    await closing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 120_000);
});
