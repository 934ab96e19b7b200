import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

describe('GET /v3/addictions', () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/v3/addictions', headers });

  it('gives the seeded catalogue, value and label, ordered by label', async () => {
    const res = await get(a.staff.auth);
    expect(res.statusCode).toBe(200);
    const { addictions } = res.json() as { addictions: { value: string; label: string }[] };
    const values = addictions.map((x) => x.value);
    for (const v of [
      'alcohol',
      'opioids',
      'stimulants',
      'cannabis',
      'benzodiazepines',
      'nicotine',
      'gambling',
      'other',
    ]) {
      expect(values).toContain(v);
    }
    expect(addictions.find((x) => x.value === 'alcohol')).toEqual({ value: 'alcohol', label: 'Alcohol' });
    const labels = addictions.map((x) => x.label);
    expect(labels).toEqual([...labels].sort((x, y) => x.localeCompare(y, 'en')));
  });

  it('is for the center staff: owners yes, experts and support no, anonymous no', async () => {
    expect((await get(a.owner.auth)).statusCode).toBe(200);
    expect((await get(a.expert.auth)).statusCode).toBe(403);
    expect((await get(a.support.auth)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});
