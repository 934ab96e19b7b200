import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { occasionKindSql } from '../assessments/occasion-kind';

/**
 * The Outcomes SQL (issue 39 §6). Only this file reads the tables; every query is scoped by the
 * caller's center. How the figures are built from these rows: docs/outcomes.md.
 */

export interface OutcomesFilter {
  centerId: string;
  /** YYYY-MM or '' (no bound). Plain strings, so pgbench can inline the statement (cli/bench). */
  from: string;
  to: string;
  /** An instrument id or '' for all. */
  instrument: string;
}

/**
 * One row of the main statement, by `part`, each for one admission month (`cohort`) of the center:
 * - `pair`: patients of one (instrument, score, cohort) with this baseline and latest value; `paired`
 *   says whether they have two responses or more (`n` patients);
 * - `occasion`: responses at one plan occasion (`joining`, `week-N`, `discharge`, `follow-up-N`):
 *   `n`, the sum of the values (`total`) and how many were 0 (`zeros`);
 * - `owed`: occasions due on or before the center's today, by instrument, occasion and status;
 * - `today`: the center's local date, in `cohort` (the one row without a cohort of its own).
 * The filters (months, instrument) are applied to these rows in memory (figures.ts `filterRows`).
 */
export interface OutcomesRow {
  part: 'pair' | 'occasion' | 'owed' | 'today';
  instrument_id: string | null;
  key: string | null;
  cohort: string | null;
  occasion: string | null;
  status: string | null;
  baseline: string | number | null;
  latest: string | number | null;
  paired: boolean | null;
  n: number;
  total: string | number | null;
  zeros: number | null;
}

/**
 * The main statement: every figure of the center's Outcomes screen, by admission month, from the
 * stored responses, in one round trip, with no filter (the service reuses its rows for a minute and
 * filters them in memory). The benchmark's pgbench script runs this very text (`outcomesQuery(...)`,
 * rendered with `toSQL()` and `inlineSql`). A patient's cohort is the month of the membership's
 * `created_at` in the center's zone; a response's scores are its stored jsonb (computed by the
 * server when submitted), one row per score key.
 *
 * What keeps it cheap (docs/outcomes.md "Speed"): baseline and latest come from
 * `assessment_trajectories` (one row per patient and instrument, kept at every response insert)
 * instead of a window sort over every response, and a response carries its occasion's kind
 * (`occasion_kind`), so no response looks up its assessment.
 */
export function outcomesQuery(centerId: string): SQL {
  return sql`
    with center as (
      select c.id, c.time_zone, (now() at time zone c.time_zone)::date as today
      from treatment_centers c where c.id = ${centerId}::uuid
    ),
    patients as (
      select m.id, to_char(m.created_at at time zone center.time_zone, 'YYYY-MM') as cohort
      from memberships m join center on m.treatment_center_id = center.id
    ),
    pairs as (
      select t.instrument_id, s.key, p.cohort, s.value::numeric as baseline,
        (t.latest_scores -> s.key)::numeric as latest, t.responses >= 2 as paired, count(*)::int as n
      from assessment_trajectories t
      join patients p on p.id = t.membership_id
      cross join lateral jsonb_each(t.first_scores) as s(key, value)
      where t.treatment_center_id = ${centerId}::uuid
      group by 1, 2, 3, 4, 5, 6
    ),
    occasions as (
      select r.instrument_id, s.key, p.cohort, r.occasion_kind as occasion, count(*)::int as n,
        sum(s.value::numeric) as total, (count(*) filter (where s.value::numeric = 0))::int as zeros
      from assessment_responses r
      join patients p on p.id = r.membership_id
      cross join lateral jsonb_each(r.scores) as s(key, value)
      where r.treatment_center_id = ${centerId}::uuid and r.occasion_kind <> 'assigned'
      group by 1, 2, 3, 4
    ),
    owed as (
      select a.instrument_id, ${occasionKindSql(sql`a.occasion`)} as occasion, p.cohort, a.status,
        count(*)::int as n
      from assessments a
      join patients p on p.id = a.membership_id
      join center on a.treatment_center_id = center.id
      where a.due_on <= center.today
      group by 1, 2, 3, 4
    )
    select 'pair' as part, instrument_id, key, cohort, null::text as occasion, null::text as status,
      baseline, latest, paired, n, null::numeric as total, null::int as zeros
    from pairs
    union all
    select 'occasion', instrument_id, key, cohort, occasion, null, null, null, null, n, total, zeros
    from occasions
    union all
    select 'owed', instrument_id, null, cohort, occasion, status, null, null, null, n, null, null from owed
    union all
    select 'today', null, null, to_char(today, 'YYYY-MM-DD'), null, null, null, null, null, 0, null, null
    from center`;
}

/**
 * Said before the statement, in its transaction. The planner takes each `jsonb_each` for 100 rows
 * (it has 1 to 3), so the statement looks ~50 times costlier than it is and crosses
 * `jit_above_cost`: compiling it took 25–50 ms of a ~60 ms run on PostgreSQL 15 (EXPLAIN ANALYZE's
 * "JIT: Timing"). The pgbench side of bench 11b runs the same line.
 */
export const OUTCOMES_SETTINGS = sql`set local jit = off`;

/** The center's rows for every filter (outcomesQuery), in one read-only transaction. */
export async function outcomeRows(db: Db, centerId: string): Promise<OutcomesRow[]> {
  return db.transaction(
    async (tx) => {
      await tx.execute(OUTCOMES_SETTINGS);
      const res = await tx.execute(outcomesQuery(centerId));
      return (res as unknown as { rows: OutcomesRow[] }).rows;
    },
    { accessMode: 'read only' },
  );
}

/** One response's score, with what the CSV may show of its patient. */
export interface ExportRow {
  membership_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  /** Local dates in the center's zone, YYYY-MM-DD. */
  admitted_on: string;
  instrument_id: string;
  instrument_version: string;
  occasion: string;
  submitted_on: string;
  key: string;
  value: string | number;
  band: string | null;
}

/**
 * Every score of every response of the filtered patients, oldest first per patient: the CSV's rows.
 * The service decides which columns leave (de-identified or identified).
 */
export async function exportRows(tx: Tx, f: OutcomesFilter): Promise<ExportRow[]> {
  const res = await tx.execute(sql`
    with center as (
      select c.id, c.time_zone from treatment_centers c where c.id = ${f.centerId}::uuid
    )
    select m.id as membership_id, m.first_name, m.last_name, m.email, m.phone_number,
      to_char(m.created_at at time zone center.time_zone, 'YYYY-MM-DD') as admitted_on,
      r.instrument_id, r.instrument_version, a.occasion,
      to_char(r.submitted_at at time zone center.time_zone, 'YYYY-MM-DD') as submitted_on,
      s.key, s.value, r.bands ->> s.key as band
    from assessment_responses r
    join center on r.treatment_center_id = center.id
    join memberships m on m.id = r.membership_id and m.treatment_center_id = center.id
    join assessments a on a.id = r.assessment_id
    cross join lateral jsonb_each_text(r.scores) as s(key, value)
    where (${f.instrument} = '' or r.instrument_id = ${f.instrument})
      and to_char(m.created_at at time zone center.time_zone, 'YYYY-MM')
        between coalesce(nullif(${f.from}, ''), '0000-00') and coalesce(nullif(${f.to}, ''), '9999-99')
    order by m.created_at, m.id, r.submitted_at, r.id, s.key`);
  return (res as unknown as { rows: ExportRow[] }).rows;
}
