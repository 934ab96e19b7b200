/**
 * What the patient list's count costs beside its page (issue 20 item 8): one center of 5,000
 * patients (a large center; the spec's are hundreds to a few thousand) among 100,000 in 50 centers.
 * Times, one query after another on one connection, the bare page, the page with the exact count
 * (the list without search words) and, for a search matching the whole center, the page with the
 * bounded count and with an exact one. Prints p50/p95 in ms; a person reads them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/src/cli/bench-patient-count.ts
 */
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { memberships, treatmentCenters } from '../db/schema/index';
import { type ListFilters, listQuery, pageQuery } from '../modules/patients/repository';
import { searchPatterns } from '../modules/patients/search-terms';

const BIG = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (a PostgreSQL server to create a scratch database on)');

const name = `portal_count_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const database = openPostgres(target.toString(), 1);
try {
  await database.migrate();
  const { db } = database;
  const centers = await db
    .insert(treatmentCenters)
    .values(Array.from({ length: 50 }, (_, i) => ({ name: `Center ${i}`, wizard: false })))
    .returning({ id: treatmentCenters.id });
  const ids = centers.map((c) => c.id);
  const big = ids[0] ?? '';
  // 5,000 in the big center, 95,000 spread over the 49 others; statuses as a center has them.
  await db.execute(sql`
    insert into memberships (treatment_center_id, email, first_name, last_name, status, created_at)
    select case when i <= ${BIG} then ${big}::uuid else (${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)})[2 + i % 49] end,
      'patient' || i || '@bulk.test', 'Bulk' || i, 'Person',
      (array['active','invited','alumni','inactive'])[1 + i % 4], now() - make_interval(mins => i)
    from generate_series(1, 100000) as i`);
  await db.execute(sql`analyze memberships`);

  const time = async (label: string, run: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await run();
    const ms: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await run();
      ms.push(performance.now() - t0);
    }
    ms.sort((x, y) => x - y);
    const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(2);
    console.log(`${label.padEnd(52)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
  };
  const plain: ListFilters = { patterns: [], offset: 0, limit: 10 };
  const active: ListFilters = { ...plain, status: 'active' };
  const everyone: ListFilters = { ...plain, patterns: searchPatterns('bulk') };
  // What an exact count of a search would add: every match read (the page adds its own cost on top).
  const exactSearch = (f: ListFilters) =>
    db
      .select({ n: count() })
      .from(memberships)
      .where(
        sql`${memberships.treatmentCenterId} = ${big} and ${memberships.searchText} LIKE lower(public.immutable_unaccent(${f.patterns[0]}))`,
      );
  console.log(`PostgreSQL, ${BIG} patients in the center, ${ROUNDS} rounds each`);
  await time('no search: bare page', () => pageQuery(db, big, plain));
  await time('no search: page + exact count (the list now)', () => listQuery(db, big, plain));
  await time('status active: bare page', () => pageQuery(db, big, active));
  await time('status active: page + exact count', () => listQuery(db, big, active));
  await time('search "bulk" (all 5,000): bare page', () => pageQuery(db, big, everyone));
  await time('search "bulk": page + count bounded at 50 (kept)', () => listQuery(db, big, everyone));
  await time('search "bulk": exact count of the matches alone', () => exactSearch(everyone));
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
