import { tryAgainInMessage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { SIGN_IN_LIMITS } from '../../src/identity/throttle';
import { csrfOf } from '../helpers/browser';
import { createCenter, type SeededCenter } from '../helpers/fixtures';
import { browserFor, portalClient } from '../helpers/passwords';
import { createPatient } from '../helpers/patients';
import { createTestServer, type TestServer } from '../helpers/server';
import { loginUrlOf, startSignIn } from '../helpers/sign-in';

/**
 * The client address the sign-in throttle and the access history see (issue 19 item 4). Requests
 * through app.inject come from 127.0.0.1, the address a local reverse proxy would have.
 */
async function failSignIn(server: TestServer, email: string, headers: Record<string, string>) {
  const browser = browserFor(server, headers);
  const { page } = await startSignIn(browser, portalClient(server));
  return browser.post(loginUrlOf(browser, page), {
    email,
    password: 'not the password',
    csrf: csrfOf(page.body),
  });
}

async function historyIps(server: TestServer, a: SeededCenter, headers: Record<string, string>) {
  const patient = await createPatient(server, a.center.id);
  const read = await server.app.inject({
    method: 'GET',
    url: `/v3/memberships/${patient.id}`,
    headers: { ...a.staff.auth, ...headers },
  });
  expect(read.statusCode).toBe(200);
  const history = await server.app.inject({
    method: 'GET',
    url: `/v3/memberships/${patient.id}/access_history`,
    headers: a.owner.auth,
  });
  const { events } = history.json() as { events: { action: string; ip: string | null }[] };
  return events.filter((e) => e.action === 'membership.read').map((e) => e.ip);
}

describe('without TRUST_PROXY (the default), X-Forwarded-For is not believed', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('rotating a forged X-Forwarded-For does not escape the per-address sign-in throttle', async () => {
    const { identifiersPerAddress: limit } = SIGN_IN_LIMITS;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 4; i++) {
      const res = await failSignIn(server, `rotating-${i}@example.test`, {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        forwarded: `for=198.51.100.${i + 1}`,
        'x-real-ip': `198.51.100.${i + 1}`,
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toContain(tryAgainInMessage(Number(res.headers['retry-after'])));
    }
    // 30 accounts failed from the one real address, then every further attempt is throttled.
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(4).fill(429)]);
  });

  it('writes the real peer address, not a forged one, into the access history', async () => {
    expect(await historyIps(server, a, { 'x-forwarded-for': '203.0.113.66' })).toEqual(['127.0.0.1']);
  });
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For is believed', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: '127.0.0.1/32, ::1' });
    a = await createCenter(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('takes the client address the trusted proxy appended, not what the client wrote before it', async () => {
    // The client forged 192.0.2.1; the proxy (127.0.0.1) appended the address it saw.
    expect(await historyIps(server, a, { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' })).toEqual([
      '203.0.113.7',
    ]);
  });

  it('throttles each real client address apart behind the proxy', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.identifiersPerAddress; i++) {
      expect(
        (await failSignIn(server, `behind-${i}@example.test`, { 'x-forwarded-for': '203.0.113.8' })).status,
      ).toBe(401);
    }
    expect(
      (await failSignIn(server, 'behind-x@example.test', { 'x-forwarded-for': '203.0.113.8' })).status,
    ).toBe(429);
    // A forged earlier hop does not make a new client of the same address.
    const forged = await failSignIn(server, 'behind-y@example.test', {
      'x-forwarded-for': '10.9.9.9, 203.0.113.8',
    });
    expect(forged.status).toBe(429);
    expect(
      (await failSignIn(server, 'behind-z@example.test', { 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(401);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: '1' });
    a = await createCenter(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('believes only the last hop: the one proxy in front of the server', async () => {
    expect(await historyIps(server, a, { 'x-forwarded-for': '192.0.2.1, 203.0.113.10' })).toEqual([
      '203.0.113.10',
    ]);
  });
});

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set, and off for empty, false and 0', () => {
    for (const v of [undefined, '', 'false', '0']) expect(parse(v)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and named ranges', () => {
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.4,fd00::/8 ,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (anyone could forge the address), bad addresses, prefixes and hop counts', () => {
    for (const v of ['true', '10.0.0.0/33', '::1/129', 'proxy.internal', '10.0.0.1/8/1', '99', '1.2.3']) {
      expect(() => parse(v), v).toThrow(/TRUST_PROXY/);
    }
  });
});
