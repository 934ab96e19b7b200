/**
 * Patient search at scale: fills a fresh database with 100,000 patients in one center (plus a
 * second center), then EXPLAIN ANALYZEs the list/search queries the API runs and times them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/src/cli/bench-patient-search.ts
 *   npx tsx apps/server/src/cli/bench-patient-search.ts            # PGlite in memory
 *
 * A measurement, not a test: it prints plans and timings for a person to read.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';
import { treatmentCenters } from '../db/schema/index';
import { pageQuery, totalQuery } from '../modules/patients/repository';
import { searchPatterns } from '../modules/patients/search-terms';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);

async function openFresh(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { ...database, drop: () => database.close() };
  }
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 2);
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

const database = await openFresh();
try {
  await database.migrate();
  const { db } = database;
  const [center] = await db.insert(treatmentCenters).values({ name: 'Bench', wizard: false }).returning();
  const [other] = await db.insert(treatmentCenters).values({ name: 'Other', wizard: false }).returning();
  if (!center || !other) throw new Error('no center');
  const started = Date.now();
  // Names with and without accents; one "José Núñez" among them to find.
  await db.execute(sql`
    insert into memberships (treatment_center_id, email, first_name, last_name, status, addictions, created_at)
    select case when i % 10 = 0 then ${other.id}::uuid else ${center.id}::uuid end,
      'patient' || i || '@' || (array['gmail.com','clinic.org','mail.test'])[1 + i % 3],
      (array['John','María','Zoë','Ahmed','Li','Renée','Carlos','Ana','Noah','Élodie'])[1 + i % 10] || i,
      (array['Smith','García','Nguyen','Müller','O''Brien','Kowalski','Dubois','Rossi','Silva','Çelik'])[1 + (i / 10) % 10],
      (array['active','invited','alumni','inactive'])[1 + i % 4],
      case when i % 7 = 0 then array['alcohol'] else array['opioids','nicotine'] end,
      now() - make_interval(mins => i)
    from generate_series(1, ${PATIENTS}) as i`);
  await db.execute(sql`
    insert into memberships (treatment_center_id, email, first_name, last_name, status)
    values (${center.id}, 'jnunez@example.org', 'José', 'Núñez', 'active')`);
  await db.execute(sql`analyze memberships`);
  console.log(`${database.kind}: inserted ${PATIENTS + 1} patients in ${Date.now() - started} ms`);

  const cases: [string, Parameters<typeof pageQuery>[2]][] = [
    ['search "nunez jose"', { patterns: searchPatterns('nunez jose'), offset: 0, limit: 10 }],
    ['search "garcia"', { patterns: searchPatterns('garcia'), offset: 0, limit: 10 }],
    ['search "mueller" (no match)', { patterns: searchPatterns('mueller'), offset: 0, limit: 10 }],
    [
      'search "clinic.org" + active',
      { patterns: searchPatterns('clinic.org'), status: 'active', offset: 0, limit: 10 },
    ],
    ['no search, page 1', { patterns: [], offset: 0, limit: 10 }],
    ['addiction alcohol', { patterns: [], addiction: 'alcohol', offset: 0, limit: 10 }],
  ];
  for (const [label, filters] of cases) {
    for (const [kind, query] of [
      ['page', pageQuery(db, center.id, filters)],
      ['total', totalQuery(db, center.id, filters)],
    ] as const) {
      const { sql: text, params } = query.toSQL();
      const t0 = performance.now();
      const result = await query;
      const ms = performance.now() - t0;
      const plan = rows(
        await db.execute(sql.raw(`explain (analyze, costs off) ${inline(text, params)}`)),
      ).map((r) => String(Object.values(r)[0]));
      console.log(
        `\n== ${label} [${kind}] ${ms.toFixed(1)} ms, ${kind === 'page' ? result.length : JSON.stringify(result)} rows`,
      );
      console.log(plan.join('\n'));
    }
  }
} finally {
  await database.drop();
}

/** EXPLAIN cannot take bind parameters here: inline them as literals (bench data only). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x)}"`).join(',')}}'`;
    return `'${String(v).replaceAll("'", "''")}'`;
  });
}
