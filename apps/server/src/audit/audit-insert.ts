import { type Param, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { auditEvents } from '../db/schema/index';

export type AuditRow = typeof auditEvents.$inferInsert;

/** The columns a read's audit row sets; the others take their defaults (id, at), txid once per statement. */
const COLUMNS = [
  'actorSubject',
  'actorRole',
  'treatmentCenterId',
  'ip',
  'requestId',
  'action',
  'resourceType',
  'resourceId',
  'outcome',
  'detail',
] as const;

type Column = (typeof COLUMNS)[number];

/** One text array per column, the rows' values in order (what the statement below unnests). */
type AuditArrays = Record<Column, (string | null)[]>;

export function auditArraysOf(rows: AuditRow[]): AuditArrays {
  const arrays = Object.fromEntries(COLUMNS.map((c) => [c, [] as (string | null)[]])) as AuditArrays;
  for (const row of rows) {
    for (const c of COLUMNS) {
      const value = row[c];
      arrays[c].push(value == null ? null : c === 'detail' ? JSON.stringify(value) : (value as string));
    }
  }
  return arrays;
}

/** The arrays as bound parameters, for a statement built per batch. */
export function auditParams(rows: AuditRow[]): Record<Column, Param> {
  return Object.fromEntries(Object.entries(auditArraysOf(rows)).map(([c, v]) => [c, sql.param(v)])) as Record<
    Column,
    Param
  >;
}

/** The arrays as named values of a prepared statement built with `auditPlaceholders`. */
export function auditPlaceholderValues(rows: AuditRow[]): Record<string, (string | null)[]> {
  return Object.fromEntries(Object.entries(auditArraysOf(rows)).map(([c, v]) => [`audit_${c}`, v]));
}

/** Placeholders for the arrays, for a statement prepared once. */
export function auditPlaceholders(): Record<Column, Placeholder> {
  return Object.fromEntries(COLUMNS.map((c) => [c, sql.placeholder(`audit_${c}`)])) as Record<
    Column,
    Placeholder
  >;
}

/** The row being inserted, as the `where` condition below may name it. */
interface AuditRowRef {
  resourceId: SQL;
  centerId: SQL;
}

/**
 * Many audit rows in one INSERT whose text does not depend on how many: each column's values go as
 * one text array, unnested into rows (`values`: the arrays as parameters, or placeholders). Drizzle's
 * multi-row `insert().values(rows)` built SQL and parameters column by column for every row, ~20 µs
 * a row (docs/performance.md, "Detail read"). Text arrays, cast per column, bind the same way on
 * node-postgres and PGlite. `where` keeps only the rows it accepts: a read that writes its own audit
 * rows writes one only for what it found.
 */
export function insertAuditRows(
  values: Record<Column, Param | Placeholder>,
  where?: (row: AuditRowRef) => SQL,
): SQL {
  const v = (c: Column) => sql`${values[c]}::text[]`;
  // The transaction's audit txid once for the statement (an InitPlan), not the column's default per
  // row: the default calls a SQL function for every row, ~3 µs of PostgreSQL each
  // (docs/performance.md, "Session of 2026-11-25 (fourth)"). Every row of one statement shares its
  // transaction, so the value is the one the default gives.
  return sql`
    INSERT INTO audit_events (txid, actor_subject, actor_role, treatment_center_id, ip, request_id,
                              action, resource_type, resource_id, outcome, detail)
    SELECT (SELECT audit_txid()), subject, role, center::uuid, ip, request, action, rtype, rid, outcome,
           detail::jsonb
    FROM unnest(${v('actorSubject')}, ${v('actorRole')}, ${v('treatmentCenterId')}, ${v('ip')},
                ${v('requestId')}, ${v('action')}, ${v('resourceType')}, ${v('resourceId')},
                ${v('outcome')}, ${v('detail')})
      AS r(subject, role, center, ip, request, action, rtype, rid, outcome, detail)
    ${where ? sql`WHERE ${where({ resourceId: sql`r.rid`, centerId: sql`r.center::uuid` })}` : sql``}`;
}
