import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw';
import { assessmentResponses, assessments, checkIns } from '../../db/schema/index';
import type { FhirScope } from './caller';
import { inScope } from './patient-scope';
import type { DateBounds } from './search-dates';
import { dayFilter, instantFilter } from './sql-filters';

/**
 * The SQL of the Observation resource. Two sources in one id order: each check-in (id = its id)
 * and each score of a submitted response (id = `<response id>-<score key>`, fhir/scores.ts), the
 * scores unfolded from the response's `scores` object. Ids compare in byte order (COLLATE "C"),
 * the same on PGlite and PostgreSQL, so the keyset is stable. Each source is walked in its own
 * index order and cut at the page's size before the two are merged: a page reads about a page of
 * rows, not the center's whole set (a bulk export reads every page).
 */

export interface ObservationKey {
  id: string;
  kind: 'check-in' | 'score';
  /** The check-in's or the response's id. */
  sourceId: string;
  membershipId: string;
}

export interface ObservationFilter {
  patients?: string[];
  /** Whether check-ins can match (the code and category terms allow them). */
  checkIns: boolean;
  /** The (instrument, score key) pairs that can match. */
  scores: readonly { instrument: string; key: string }[];
  dates?: DateBounds[][];
  after?: string;
  limit: number;
}

function checkInBranch(scope: FhirScope, f: ObservationFilter): SQL {
  // A check-in's id is a UUID, whose order is its text's byte order: `id > <the cursor's UUID>` is
  // the keyset whether the cursor is a check-in's id or a score's `<uuid>-<key>` (no check-in has
  // a response's id), and it walks the (center, id) index a page at a time.
  const where = and(
    inScope(scope, checkIns.treatmentCenterId, checkIns.membershipId),
    f.patients ? inArray(checkIns.membershipId, f.patients) : undefined,
    dayFilter(checkIns.date, f.dates),
    f.after ? sql`${checkIns.id} > ${cursorUuid(f.after)}::uuid` : undefined,
  );
  return sql`(select ${checkIns.id}::text as id, 'check-in' as kind, ${checkIns.id} as source_id,
    ${checkIns.membershipId} as membership_id from ${checkIns} where ${where}
    order by ${checkIns.id} limit ${f.limit + 1})`;
}

function scoreBranch(scope: FhirScope, f: ObservationFilter): SQL {
  const r = assessmentResponses;
  const id = sql`(${r.id}::text || '-' || s.key)`;
  const pairs = sql.join(
    f.scores.map((p) => sql`(${p.instrument}::text, ${p.key}::text)`),
    sql`, `,
  );
  // The keyset on the response's id first (its index), then the whole id within that response.
  // Each response joins the searched (instrument, key) pairs whose score it holds. Not a lateral
  // jsonb_object_keys filtered by the pairs: PostgreSQL guesses a set function's rows, took a
  // response for ~0.3 scores (it holds 1–3), and so priced a page high enough to start a parallel
  // worker for each one: ~25 ms a page of a bulk export instead of ~2 (bench 13b).
  const where = and(
    inScope(scope, r.treatmentCenterId, r.membershipId),
    f.patients ? inArray(r.membershipId, f.patients) : undefined,
    sql`${r.scores} -> s.key is not null`,
    instantFilter(r.submittedAt, f.dates),
    f.after ? sql`${r.id} >= ${cursorUuid(f.after)}::uuid and ${id} collate "C" > ${f.after}` : undefined,
  );
  return sql`(select ${id} as id, 'score' as kind, ${r.id} as source_id, ${r.membershipId} as membership_id
    from ${r} join (values ${pairs}) as s(instrument, key) on s.instrument = ${r.instrumentId} where ${where}
    order by ${r.id}, s.key collate "C" limit ${f.limit + 1})`;
}

/** The UUID a cursor starts with (a check-in's id, or a score's `<response id>-<key>`). */
const cursorUuid = (after: string) => after.slice(0, 36);

/** One page of Observation keys in id order (limit + 1 rows: paging.ts). */
export async function searchObservationKeys(
  db: Db,
  scope: FhirScope,
  f: ObservationFilter,
): Promise<ObservationKey[]> {
  const branches = [
    ...(f.checkIns ? [checkInBranch(scope, f)] : []),
    ...(f.scores.length ? [scoreBranch(scope, f)] : []),
  ];
  if (!branches.length || (f.patients && !f.patients.length)) return [];
  const rows = await rawRows<{
    id: string;
    kind: ObservationKey['kind'];
    source_id: string;
    membership_id: string;
  }>(
    db,
    sql`select id, kind, source_id, membership_id from (${sql.join(branches, sql` union all `)}) as o
      order by id collate "C" limit ${f.limit + 1}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    sourceId: row.source_id,
    membershipId: row.membership_id,
  }));
}

/**
 * `column = any($1::uuid[])`: a page's ids (up to 200) as one array parameter, not a list of 200
 * (drizzle's inArray builds one parameter each: ~2 ms a page of a bulk export, bench 13b).
 */
const anyOf = (column: Column, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** The check-ins of a page, by id, in the caller's scope. */
export function checkInsByIds(db: Db, scope: FhirScope, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(checkIns)
    .where(and(inScope(scope, checkIns.treatmentCenterId, checkIns.membershipId), anyOf(checkIns.id, ids)));
}

/** The submitted responses of a page with their assessments, by response id, in the caller's scope. */
export function responsesByIds(db: Db, scope: FhirScope, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ assessment: assessments, response: assessmentResponses })
    .from(assessmentResponses)
    .innerJoin(assessments, eq(assessments.id, assessmentResponses.assessmentId))
    .where(
      and(
        inScope(scope, assessmentResponses.treatmentCenterId, assessmentResponses.membershipId),
        anyOf(assessmentResponses.id, ids),
      ),
    );
}
