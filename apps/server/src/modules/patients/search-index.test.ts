import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/helpers/database';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { memberships } from '../../db/schema/index';

/**
 * Issue 23, goal 9: the embedded database (PGlite) has no autovacuum, and GIN's pending list of new
 * entries, which every search reads in full, was only merged by a VACUUM: at 100,000 patients a
 * search took 3.8× as long before one as after (docs/performance.md, "Search by center"). The
 * patients' GIN indexes are written straight through (migration 0018).
 */
describe(`the patient search index (${testDriver})`, () => {
  let server: TestServer;
  let a: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  }, 120_000);
  afterAll(() => server?.close());

  /** Pages that were waiting in an index's pending list (gin_clean_pending_list merges them). */
  const pendingPages = async (index: string) => {
    type Pages = { pages: number };
    // node-postgres answers { rows }, PGlite's drizzle session the rows themselves.
    const result = (await server.deps.database.db.execute(
      sql`select gin_clean_pending_list(${index}::regclass)::int as pages`,
    )) as unknown as Pages[] | { rows: Pages[] };
    const rows = Array.isArray(result) ? result : result.rows;
    return rows[0]?.pages;
  };

  it('puts a new patient into the search and addiction indexes at once, with nothing pending', async () => {
    for (let i = 0; i < 20; i++) {
      await createPatient(server, a.center.id, { firstName: `Pending${i}`, addictions: ['alcohol'] });
    }
    expect(await pendingPages('memberships_center_search_idx')).toBe(0);
    expect(await pendingPages('memberships_addictions_idx')).toBe(0);
  });

  it('searches the stored text, kept in step with a renamed patient', async () => {
    const p = await createPatient(server, a.center.id, { firstName: 'Zéphyrine', lastName: 'Avant' });
    const names = async (term: string) => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/v3/memberships?by_name=${encodeURIComponent(term)}`,
        headers: a.staff.auth,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().memberships as { id: string }[]).map((m) => m.id);
    };
    expect(await names('zephyrine avant')).toEqual([p.id]);
    await server.deps.database.db
      .update(memberships)
      .set({ lastName: 'Après' })
      .where(eq(memberships.id, p.id));
    expect(await names('zephyrine avant')).toEqual([]);
    expect(await names('ZEPHYRINE apres')).toEqual([p.id]);
  });
});
