import { routes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createTestServer, signToken, type TestServer } from '../../test/helpers/server';
import { users } from '../db/schema/index';
import { defineRoute } from '../http/define-route';

describe('who may call the API', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    // Two probes of the contracts table: one staff route and one owner route under the center path.
    defineRoute(server.app, { ...routes.listTasks, path: '/v3/_probe_staff' }, async ({ user }) => ({
      tcenter_daily_tasks: [],
      who: user.id,
    }));
    defineRoute(
      server.app,
      { ...routes.finishInitConfig, path: '/v3/treatment_centers/{id}/_probe_owner', response: undefined },
      async () => undefined,
    );
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const probe = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/v3/_probe_staff', headers });

  it('refuses a call without a token', async () => {
    const res = await probe();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You need to sign in.' });
  });

  it('accepts a staff token', async () => {
    expect((await probe(a.staff.auth)).statusCode).toBe(200);
  });

  it('refuses an expired token, a wrong audience and another issuer', async () => {
    const sub = a.staff.row.subject;
    const metadata = { treatment_center_id: a.center.id };
    for (const token of [
      await signToken(server, { sub, metadata, expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await signToken(server, { sub, metadata, audience: 'someone-else' }),
      await signToken(server, { sub, metadata, issuer: 'https://evil.example/oidc' }),
      `${a.staff.token.slice(0, -4)}AAAA`,
    ]) {
      expect((await probe({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('refuses a valid token for a subject with no users row (the embedded issuer never provisions)', async () => {
    const token = await signToken(server, {
      sub: 'portal|00000000-0000-4000-8000-000000000000',
      metadata: { treatment_center_id: a.center.id, is_owner: true },
    });
    expect((await probe({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a disabled user on the next call, though the token is unexpired', async () => {
    const { createUser } = await import('../../test/helpers/fixtures');
    const member = await createUser(server, { treatmentCenterId: a.center.id });
    expect((await probe(member.auth)).statusCode).toBe(200);
    await server.deps.database.db.update(users).set({ active: false }).where(eq(users.id, member.row.id));
    expect((await probe(member.auth)).statusCode).toBe(401);
  });

  it('refuses a token past its expiry though it was accepted (and cached) before', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await signToken(server, {
      sub: a.staff.row.subject,
      metadata: { treatment_center_id: a.center.id },
      expiresIn: exp,
    });
    const headers = { authorization: `Bearer ${token}` };
    expect((await probe(headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: (exp + 10) * 1000 });
    try {
      expect((await probe(headers)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the owner seat away on the next call after a demotion, though the token still says owner', async () => {
    const { createUser } = await import('../../test/helpers/fixtures');
    const owner = await createUser(server, { treatmentCenterId: a.center.id, isOwner: true });
    const me = () => server.app.inject({ method: 'GET', url: '/v3/me', headers: owner.auth });
    expect((await me()).json().user.is_owner).toBe(true);
    await server.deps.database.db.update(users).set({ isOwner: false }).where(eq(users.id, owner.row.id));
    expect((await me()).json().user.is_owner).toBe(false);
  });

  it('keeps experts and support out of staff routes', async () => {
    expect((await probe(a.expert.auth)).statusCode).toBe(403);
    expect((await probe(a.support.auth)).statusCode).toBe(403);
  });

  it('keeps staff out of owner routes and owners out of other centers', async () => {
    const url = (id: string) => `/v3/treatment_centers/${id}/_probe_owner`;
    expect(
      (await server.app.inject({ method: 'PUT', url: url(a.center.id), headers: a.staff.auth })).statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'PUT', url: url(a.center.id), headers: a.owner.auth })).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ method: 'PUT', url: url(a.center.id), headers: b.owner.auth })).statusCode,
    ).toBe(403);
  });
});
