import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

describe('GET /v3/me', () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  it('describes the caller from their token and account', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v3/me', headers: a.owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: a.owner.row.subject.replace('|', '_'),
      email: a.owner.row.email,
      name: 'Olivia Owner',
      is_owner: true,
      is_expert: false,
      treatment_center_id: a.center.id,
    });
    const expert = await server.app.inject({ method: 'GET', url: '/v3/me', headers: a.expert.auth });
    expect(expert.json().user).toMatchObject({ is_expert: true, is_owner: false });
  });

  it('needs a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/v3/me' })).statusCode).toBe(401);
  });
});
