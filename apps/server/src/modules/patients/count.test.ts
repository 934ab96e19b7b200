import { MEMBERSHIP_COUNT_CAP } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { memberships } from '../../db/schema/index';

/**
 * Issue 20: the list header read "50+ patients" for a center of 57. Without search words the list
 * counts every match; a search keeps the count bounded at MEMBERSHIP_COUNT_CAP.
 */
describe('the patient count of the list', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
    // The e-mail's tag is a letter, not a piece of the center's random id: an id holding "12" made
    // every patient of the center match the search "person 12" (CI, once in about fifty runs).
    const patient = (centerId: string, i: number) => ({
      treatmentCenterId: centerId,
      email: `p${i}-${centerId === a.center.id ? 'a' : 'b'}@count.test`,
      firstName: 'Count',
      lastName: `Person ${i}`,
      status: i % 3 === 0 ? 'invited' : 'active',
    });
    await server.deps.database.db
      .insert(memberships)
      .values([
        ...Array.from({ length: 57 }, (_, i) => patient(a.center.id, i)),
        ...Array.from({ length: 8 }, (_, i) => patient(b.center.id, i)),
      ]);
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/v3/memberships${query}`,
      headers: a.staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const { total, total_capped } = res.json();
    return { total, total_capped };
  };

  it('gives the exact number without search words, with or without a status filter, on any page', async () => {
    expect(await list('')).toEqual({ total: 57, total_capped: false });
    expect(await list('?offset=50')).toEqual({ total: 57, total_capped: false });
    expect(await list('?offset=60')).toEqual({ total: 57, total_capped: false });
    expect(await list('?by_membership_status=active')).toEqual({ total: 38, total_capped: false });
  });

  it('keeps the bounded count for a search', async () => {
    expect(await list('?by_name=count')).toEqual({ total: MEMBERSHIP_COUNT_CAP, total_capped: true });
    expect(await list('?by_name=person%2012')).toEqual({ total: 1, total_capped: false });
  });

  it('pages a search past the cap: the rows of the page, the count still bounded', async () => {
    // A search reads its first matches once for the page and the count (repository.ts): a page
    // beyond the cap must still find its rows, and an empty page past the end still counts.
    const page = async (offset: number) => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/v3/memberships?by_name=count&offset=${offset}`,
        headers: a.staff.auth,
      });
      const { memberships: rows, total, total_capped } = res.json();
      return { rows: rows.length, total, total_capped };
    };
    expect(await page(40)).toEqual({ rows: 10, total: MEMBERSHIP_COUNT_CAP, total_capped: true });
    expect(await page(50)).toEqual({ rows: 7, total: MEMBERSHIP_COUNT_CAP, total_capped: true });
    expect(await page(60)).toEqual({ rows: 0, total: MEMBERSHIP_COUNT_CAP, total_capped: true });
    const res = await server.app.inject({
      method: 'GET',
      url: '/v3/memberships?by_name=count&offset=0',
      headers: b.staff.auth,
    });
    expect(res.json()).toMatchObject({ total: 8, total_capped: false });
  });
});
