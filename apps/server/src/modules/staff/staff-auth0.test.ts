import type { AddressInfo } from 'node:net';
import { messages } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAuth0 } from '../../../test/helpers/fake-auth0';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { users } from '../../db/schema/index';

/**
 * The staff module with the Auth0 adapter (AUTH0_DOMAIN set), against a fake Auth0 tenant: the
 * account is created there, our row mirrors it without a password hash, and status and role
 * changes reach the tenant.
 */
describe('staff members with Auth0 as the identity provider', () => {
  const auth0 = fakeAuth0();
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    await new Promise<void>((resolve) => auth0.server.listen(0, '127.0.0.1', resolve));
    const domain = `http://127.0.0.1:${(auth0.server.address() as AddressInfo).port}`;
    server = await createTestServer({
      LOG_LEVEL: 'error',
      AUTH0_DOMAIN: domain,
      AUTH0_CLIENT_ID: 'client',
      AUTH0_CLIENT_SECRET: 'secret',
    });
    a = await createCenter(server);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => auth0.server.close(() => resolve()));
  });

  const add = (payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/v3/treatment_centers/${a.center.id}/add_staff_member`,
      headers: a.owner.auth,
      payload,
    });
  const body = (over: object = {}) => ({
    email: 'nina@example.test',
    password: 'a long enough password',
    first_name: 'Nina',
    last_name: 'Nurse',
    phone: '15550102030',
    status: true,
    receiving_calls: false,
    is_admin: false,
    ...over,
  });

  it('creates the account at Auth0 and mirrors it locally without a password hash', async () => {
    const res = await add(body());
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json().staff_member;
    expect(member.auth0_id).toBe('auth0_000001');
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      subject: 'auth0|000001',
      passwordHash: null,
      treatmentCenterId: a.center.id,
    });
    expect(auth0.users.get('auth0|000001')?.app_metadata).toMatchObject({
      treatment_center_id: a.center.id,
      is_owner: false,
      wizard: false,
    });
  });

  it('blocks at Auth0 when disabled and mirrors a promotion in app_metadata', async () => {
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.subject, 'auth0|000001'));
    const update = (over: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/v3/treatment_centers/${a.center.id}/center_staff_members/${row?.id}`,
        headers: a.owner.auth,
        payload: { first_name: 'Nina', last_name: 'Nurse', phone: '15550102030', status: true, ...over },
      });
    expect((await update({ status: false })).statusCode).toBe(200);
    expect(auth0.users.get('auth0|000001')?.blocked).toBe(true);
    expect((await update({ status: true, is_admin: true })).statusCode).toBe(200);
    expect(auth0.users.get('auth0|000001')).toMatchObject({
      blocked: false,
      app_metadata: { is_owner: true },
    });
  });

  it('maps Auth0’s refusals: a weak password is a 400 on password, an existing user a 409; nothing is saved', async () => {
    const count = async () =>
      (await server.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
    const before = await count();
    const weak = await add(body({ email: 'weak@example.test', password: 'twelve chars' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { field: 'password', message: 'PasswordStrengthError: Password is too weak' },
    ]);
    auth0.users.set('auth0|elsewhere', { email: 'only-at-auth0@example.test', user_id: 'auth0|elsewhere' });
    const taken = await add(body({ email: 'only-at-auth0@example.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.staffEmailTaken);
    expect(await count()).toBe(before);
  });

  it('answers 502 and changes nothing when Auth0 keeps failing', async () => {
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.subject, 'auth0|000001'));
    auth0.failNext(503, 503);
    const res = await server.app.inject({
      method: 'PUT',
      url: `/v3/treatment_centers/${a.center.id}/center_staff_members/${row?.id}`,
      headers: a.owner.auth,
      payload: { first_name: 'Nina', last_name: 'Nurse', phone: '15550102030', status: false },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.identityProviderFailed);
    const [after] = await server.deps.database.db
      .select()
      .from(users)
      .where(eq(users.id, row?.id ?? ''));
    expect(after?.active).toBe(true);
  });
});
