import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAuth0 } from '../../../test/helpers/fake-auth0';
import { createAuth0IdentityAdmin } from './auth0';
import { IdentityAdminError } from './identity-admin';

const metadata = {
  treatment_center_id: '3f0c2a52-6a55-4c56-9a70-4f7d3f2e0a11',
  is_owner: false,
  support: false,
  is_expert: false,
  wizard: false,
  patient: false,
};

describe('Auth0 identity admin adapter', () => {
  const auth0 = fakeAuth0();
  let url: string;
  const admin = () =>
    createAuth0IdentityAdmin({
      domain: url,
      clientId: 'client',
      clientSecret: 'secret',
      connection: 'Username-Password-Authentication',
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => auth0.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(auth0.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => auth0.server.close(() => resolve())));
  beforeEach(() => {
    auth0.seen.length = 0;
  });

  it('creates the user in the connection with the metadata claim in app_metadata', async () => {
    const created = await admin().createAccount({
      email: 'nina@example.test',
      password: 'a-long-enough-password',
      firstName: 'Nina',
      lastName: 'Nurse',
      metadata,
    });
    expect(created).toEqual({ subject: 'auth0|000001', passwordHash: null });
    const [tokenCall, createCall] = auth0.seen;
    expect(tokenCall?.body).toMatchObject({ grant_type: 'client_credentials', audience: `${url}/api/v2/` });
    expect(createCall).toMatchObject({
      method: 'POST',
      url: '/api/v2/users',
      authorization: 'Bearer mgmt-1',
    });
    expect(createCall?.body).toMatchObject({
      connection: 'Username-Password-Authentication',
      email: 'nina@example.test',
      given_name: 'Nina',
      family_name: 'Nurse',
      app_metadata: metadata,
    });
  });

  it('reuses the management token across calls', async () => {
    const a = admin();
    await a.updateMetadata('auth0|000001', { is_owner: true });
    const before = auth0.tokensIssued();
    await a.updateMetadata('auth0|000001', { wizard: false });
    expect(auth0.tokensIssued()).toBe(before);
    expect(auth0.users.get('auth0|000001')?.app_metadata).toMatchObject({ is_owner: true, wizard: false });
  });

  it('reports a taken e-mail as a conflict and a weak password as rejected', async () => {
    const a = admin();
    const taken = a.createAccount({
      email: 'nina@example.test',
      password: 'another-long-password',
      firstName: 'N',
      lastName: 'N',
      metadata,
    });
    await expect(taken).rejects.toMatchObject({ kind: 'conflict', status: 409 });
    const weak = a.createAccount({
      email: 'weak@example.test',
      password: 'short',
      firstName: 'W',
      lastName: 'W',
      metadata,
    });
    await expect(weak).rejects.toMatchObject({
      kind: 'rejected',
      message: 'PasswordStrengthError: Password is too weak',
    });
    expect(auth0.users.size).toBe(1);
  });

  it('blocks and unblocks sign-in', async () => {
    const a = admin();
    await a.setBlocked('auth0|000001', true);
    expect(auth0.users.get('auth0|000001')?.blocked).toBe(true);
    await a.setBlocked('auth0|000001', false);
    expect(auth0.users.get('auth0|000001')?.blocked).toBe(false);
    expect(auth0.seen.filter((s) => s.method === 'PATCH').map((s) => s.url)).toEqual([
      '/api/v2/users/auth0%7C000001',
      '/api/v2/users/auth0%7C000001',
    ]);
  });

  it('gets a new token when the old one is refused, and retries once after a 429', async () => {
    const a = admin();
    await a.setBlocked('auth0|000001', false);
    auth0.expireToken();
    auth0.seen.length = 0;
    await a.updateMetadata('auth0|000001', { is_owner: false });
    expect(auth0.seen.map((s) => s.url)).toEqual([
      '/api/v2/users/auth0%7C000001',
      '/oauth/token',
      '/api/v2/users/auth0%7C000001',
    ]);
    auth0.failNext(429);
    await a.setBlocked('auth0|000001', true);
    expect(auth0.users.get('auth0|000001')?.blocked).toBe(true);
    auth0.failNext(503, 503);
    await expect(a.setBlocked('auth0|000001', false)).rejects.toMatchObject({ kind: 'failed', status: 503 });
  });

  it('deletes an account, and treats one already gone as deleted', async () => {
    const a = admin();
    await a.deleteAccount('auth0|000001');
    expect(auth0.users.has('auth0|000001')).toBe(false);
    await expect(a.deleteAccount('auth0|000001')).resolves.toBeUndefined();
  });

  it('says the provider is unavailable when nothing answers', async () => {
    const a = createAuth0IdentityAdmin({
      domain: 'http://127.0.0.1:9',
      clientId: 'client',
      clientSecret: 'secret',
      connection: 'c',
      timeoutMs: 2000,
    });
    const err = await a.setBlocked('auth0|x', true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IdentityAdminError);
    expect(err).toMatchObject({ kind: 'unavailable' });
  });

  it('refuses wrong client credentials', async () => {
    const a = createAuth0IdentityAdmin({
      domain: url,
      clientId: 'client',
      clientSecret: 'nope',
      connection: 'c',
    });
    await expect(a.setBlocked('auth0|x', true)).rejects.toMatchObject({ kind: 'failed', status: 401 });
  });
});
