import { routes } from '@portal/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { createTestDatabase } from '../helpers/database';
import { createCenter } from '../helpers/fixtures';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, call, expectErrorShape, seedCenter } from './world';

/**
 * Per-caller limits on mail, uploads and chat sends (issue 12): the flood of one center's user is
 * answered 429 with Retry-After in the usual error body, while another center's user (and another
 * user of the same center) goes on untouched.
 */
describe('rate limits', () => {
  let server: TestServer;
  let a: CenterWorld;
  let b: CenterWorld;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Flood');
    b = await seedCenter(server, 'Calm');
  }, 120_000);
  afterAll(() => server?.close());

  const limitOf = (group: string) => {
    const limit = RATE_LIMITS.find((l) => l.group === group);
    if (!limit) throw new Error(group);
    return limit;
  };

  it('covers invitations, uploads and chat sends, and every limited call is a route of the table', () => {
    const table = new Set<unknown>(Object.values(routes));
    for (const limit of RATE_LIMITS) for (const r of limit.routes) expect(table.has(r), r.path).toBe(true);
    expect(RATE_LIMITS.map((l) => l.group).sort()).toEqual([
      'chat-send',
      'invitations',
      'record-download',
      'uploads',
    ]);
  });

  it('gives every limit its own counter: no group name twice, no route in two groups', () => {
    const groups = RATE_LIMITS.map((l) => l.group);
    expect(new Set(groups).size).toBe(groups.length);
    const limited = RATE_LIMITS.flatMap((l) => l.routes);
    expect(new Set(limited).size).toBe(limited.length);
  });

  it('never limits a read that shares its path with a limited change (patient search vs invitations)', async () => {
    const { max } = limitOf('invitations');
    for (let i = 0; i <= max + 1; i++) {
      const res = await call(server, routes.listMemberships, {
        headers: a.staff.auth,
        query: { by_name: 'x' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('upload URLs: a flood gets 429 + Retry-After; another center and another user are not starved', async () => {
    const presign = (headers: Record<string, string>) =>
      call(server, routes.eventPresignedUrl, { headers, query: { content_type: 'image/png', size: '100' } });
    const { max } = limitOf('uploads');
    for (let i = 0; i < max; i++) expect((await presign(a.staff.auth)).statusCode).toBe(200);
    const flooded = await presign(a.staff.auth);
    expect(flooded.statusCode).toBe(429);
    expectErrorShape(flooded.body);
    const retryAfter = Number(flooded.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The limit is the caller's, not the address's (both come from 127.0.0.1 here) nor global.
    expect((await presign(b.staff.auth)).statusCode).toBe(200);
    expect((await presign(a.owner.auth)).statusCode).toBe(200);
  });

  it("a group's routes share one counter: the center logo and event images are one upload allowance", async () => {
    const query = { content_type: 'image/png', size: '100' };
    const { max } = limitOf('uploads');
    for (let i = 0; i < max; i++) {
      const route = i % 2 ? routes.centerPresignedUrl : routes.eventPresignedUrl;
      expect((await call(server, route, { headers: b.owner.auth, query })).statusCode).toBe(200);
    }
    for (const route of [routes.centerPresignedUrl, routes.eventPresignedUrl]) {
      expect((await call(server, route, { headers: b.owner.auth, query })).statusCode).toBe(429);
    }
  });

  it('chat sends: a flood gets 429 and stores nothing more; the other center keeps chatting', async () => {
    const send = (w: CenterWorld, text: string) =>
      call(server, routes.sendChatMessage, {
        headers: w.staff.auth,
        params: { id: w.ids.channel },
        body: { text },
      });
    const { max } = limitOf('chat-send');
    // The world's seeding already sent one message as this user in this window.
    for (let i = 1; i < max; i++) expect((await send(a, `flood ${i}`)).statusCode).toBe(201);
    const flooded = await send(a, 'one too many');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    const list = await call(server, routes.listChatMessages, {
      headers: a.staff.auth,
      params: { id: a.ids.channel },
      query: { limit: '100' },
    });
    expect(list.body).not.toContain('one too many');
    expect((await send(b, 'still here')).statusCode).toBe(201);
  });

  it('invitations: a flood of e-mails gets 429; the other center still invites', async () => {
    const invite = (w: CenterWorld, i: number) =>
      call(server, routes.invitePatient, {
        headers: w.staff.auth,
        body: { email: `flood-${w.center.id.slice(0, 4)}-${i}@example.test`, full_name: `Flood ${i}` },
      });
    const { max } = limitOf('invitations');
    // The world's seeding already sent one invitation as this user in this window.
    for (let i = 1; i < max; i++) expect((await invite(a, i)).statusCode).toBe(201);
    expect((await invite(a, max)).statusCode).toBe(429);
    expect((await invite(b, 0)).statusCode).toBe(201);
  }, 120_000);
});

/**
 * With REDIS_URL the counters live in Redis: two instances behind a load balancer share one limit,
 * so a caller whose calls alternate between them still gets the limit once, not once per instance.
 */
describe.skipIf(!process.env.REDIS_URL)('rate limits across instances (Redis)', () => {
  it('two instances sharing Redis share the counter', async () => {
    const database = await createTestDatabase();
    // Both instances use the one database; closing an instance leaves it open.
    const shared = { ...database, close: async () => undefined };
    const env = { REDIS_URL: process.env.REDIS_URL as string };
    const instanceA = await createTestServer(env, { database: shared });
    const instanceB = await createTestServer(env, { database: shared });
    try {
      const c = await createCenter(instanceA);
      const presign = (server: TestServer, headers: Record<string, string>) =>
        call(server, routes.eventPresignedUrl, {
          headers,
          query: { content_type: 'image/png', size: '100' },
        });
      const limit = RATE_LIMITS.find((l) => l.group === 'uploads');
      if (!limit) throw new Error('uploads');
      for (let i = 0; i < limit.max; i++) {
        const res = await presign(i % 2 ? instanceB : instanceA, c.staff.auth);
        expect(res.statusCode, `call ${i + 1}`).toBe(200);
      }
      // Each instance has served only half the limit, yet both refuse the next call.
      expect((await presign(instanceA, c.staff.auth)).statusCode).toBe(429);
      const onB = await presign(instanceB, c.staff.auth);
      expect(onB.statusCode).toBe(429);
      expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
      // Another user of the same center keeps its own allowance.
      expect((await presign(instanceB, c.owner.auth)).statusCode).toBe(200);
    } finally {
      await instanceA.close();
      await instanceB.close();
      await database.close();
    }
  }, 120_000);

  it('names each Redis key by its limit and caller: one key per group, nothing undefined', async () => {
    const server = await createTestServer({ REDIS_URL: process.env.REDIS_URL as string });
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      // The seeding sends an invitation and a chat message as this center's staff user.
      const w = await seedCenter(server, 'Keys');
      const presigned = await call(server, routes.eventPresignedUrl, {
        headers: w.staff.auth,
        query: { content_type: 'image/png', size: '100' },
      });
      expect(presigned.statusCode).toBe(200);
      // Other suites share this Redis: only this user's keys (its users row id is unique).
      const keys = await redis.keys(`*${w.staff.row.id}*`);
      // The staff member's groups: a patient-only group (the record download) counts patients.
      const staffGroups = RATE_LIMITS.filter((l) => l.routes.some((r) => r.access !== 'patient'));
      expect(staffGroups.length).toBeGreaterThan(0);
      expect(keys.sort()).toEqual(
        staffGroups.map((l) => `portal-rate-limit:${l.group}:user:${w.staff.row.id}`).sort(),
      );
    } finally {
      redis.disconnect();
      await server.close();
    }
  }, 120_000);
});
