import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

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
 * One row of the main statement, by `part`:
 * - `pair`: patients of one (instrument, score, cohort) with this baseline and latest value; `paired`
 *   says whether they have two responses or more (`n` patients);
 * - `occasion`: responses at one plan occasion (`joining`, `week-N`, `discharge`, `follow-up-N`):
 *   `n`, the sum of the values (`total`) and how many were 0 (`zeros`);
 * - `owed`: occasions due on or before the center's today, by instrument, occasion and status;
 * - `today`: the center's local date, in `cohort`.
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

/** A staff-assigned occasion (`assigned-<uuid>`) counts as one kind, "assigned". */
const occasionKind = (column: SQL) =>
  sql`case when ${column} like 'assigned-%' then 'assigned' else ${column} end`;

/**
 * The main statement: every figure of the Outcomes screen from the stored responses, in one round
 * trip. The benchmark's pgbench script runs this very text (`outcomesQuery(...)`, rendered with
 * `toSQL()` and `inlineSql`). Patients are the center's memberships whose admission month (the
 * month of `created_at` in the center's zone) is within the filter; a response's scores are its
 * stored jsonb (computed by the server when submitted), one row per score key.
 */
export function outcomesQuery(f: OutcomesFilter): SQL {
  const instrumentMatches = (column: SQL) => sql`(${f.instrument} = '' or ${column} = ${f.instrument})`;
  return sql`
    with center as (
      select c.id, c.time_zone, (now() at time zone c.time_zone)::date as today
      from treatment_centers c where c.id = ${f.centerId}::uuid
    ),
    patients as (
      select m.id, to_char(m.created_at at time zone center.time_zone, 'YYYY-MM') as cohort
      from memberships m join center on m.treatment_center_id = center.id
      where to_char(m.created_at at time zone center.time_zone, 'YYYY-MM')
        between coalesce(nullif(${f.from}, ''), '0000-00') and coalesce(nullif(${f.to}, ''), '9999-99')
    ),
    scored as not materialized (
      select r.membership_id, r.instrument_id, p.cohort, r.scores, r.submitted_at, r.id,
        ${occasionKind(sql`a.occasion`)} as occasion
      from assessment_responses r
      join patients p on p.id = r.membership_id
      join assessments a on a.id = r.assessment_id
      where r.treatment_center_id = ${f.centerId}::uuid and ${instrumentMatches(sql`r.instrument_id`)}
    ),
    ranked as (
      -- One sort for the three windows: the first response, the last one and the count, per patient
      -- and instrument (ties by id, so baseline and latest are always two different rows).
      select instrument_id, cohort, scores as baseline,
        row_number() over by_patient as rank,
        last_value(scores) over whole as latest,
        count(*) over whole as n
      from scored
      window by_patient as (partition by membership_id, instrument_id order by submitted_at, id),
        whole as (by_patient rows between unbounded preceding and unbounded following)
    ),
    pairs as (
      select e.instrument_id, s.key, e.cohort, s.value::numeric as baseline,
        (e.latest ->> s.key)::numeric as latest, e.n >= 2 as paired, count(*)::int as n
      from ranked e cross join lateral jsonb_each_text(e.baseline) as s(key, value)
      where e.rank = 1
      group by 1, 2, 3, 4, 5, 6
    ),
    occasions as (
      select r.instrument_id, s.key, r.occasion, count(*)::int as n, sum(s.value::numeric) as total,
        (count(*) filter (where s.value::numeric = 0))::int as zeros
      from scored r cross join lateral jsonb_each_text(r.scores) as s(key, value)
      where r.occasion <> 'assigned'
      group by 1, 2, 3
    ),
    owed as (
      select a.instrument_id, ${occasionKind(sql`a.occasion`)} as occasion, a.status, count(*)::int as n
      from assessments a
      join patients p on p.id = a.membership_id
      join center on a.treatment_center_id = center.id
      where a.due_on <= center.today and ${instrumentMatches(sql`a.instrument_id`)}
      group by 1, 2, 3
    )
    select 'pair' as part, instrument_id, key, cohort, null::text as occasion, null::text as status,
      baseline, latest, paired, n, null::numeric as total, null::int as zeros
    from pairs
    union all
    select 'occasion', instrument_id, key, null, occasion, null, null, null, null, n, total, zeros
    from occasions
    union all
    select 'owed', instrument_id, null, null, occasion, status, null, null, null, n, null, null from owed
    union all
    select 'today', null, null, to_char(today, 'YYYY-MM-DD'), null, null, null, null, null, 0, null, null
    from center`;
}

export async function outcomeRows(tx: Tx, f: OutcomesFilter): Promise<OutcomesRow[]> {
  const res = await tx.execute(outcomesQuery(f));
  return (res as unknown as { rows: OutcomesRow[] }).rows;
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
