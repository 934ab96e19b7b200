import { MEMBERSHIP_COUNT_CAP } from '@portal/contracts';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type AuditRow,
  auditPlaceholders,
  auditPlaceholderValues,
  insertAuditRows,
} from '../../audit/audit-insert';
import { batchedRead } from '../../db/batched-read';
import type { Db, Tx } from '../../db/client';
import { addictions, assistanceRecords, memberships, treatmentCenters, users } from '../../db/schema/index';

/** A membership as the patients' reads return it: every column but the stored search text. */
export type MembershipRow = Omit<typeof memberships.$inferSelect, 'searchText'>;
export type AssistanceRow = typeof assistanceRecords.$inferSelect;

/** The stored text a search matches, indexed by trigram within each center (migration 0018). */
const searchText = memberships.searchText;

export interface ListFilters {
  /** LIKE patterns, one per word; every one must match. */
  patterns: string[];
  status?: string | undefined;
  addiction?: string | undefined;
  offset: number;
  limit: number;
}

function listWhere(centerId: string, f: ListFilters): SQL | undefined {
  return and(
    eq(memberships.treatmentCenterId, centerId),
    f.status ? eq(memberships.status, f.status) : undefined,
    f.addiction ? arrayContains(memberships.addictions, [f.addiction]) : undefined,
    ...f.patterns.map((p) => sql`${searchText} LIKE lower(public.immutable_unaccent(${p}))`),
  );
}

/** One page of a center's patients; also what the search benchmark EXPLAINs. */
export const pageQuery = (tx: Tx, centerId: string, f: ListFilters) =>
  tx
    .select()
    .from(memberships)
    .where(listWhere(centerId, f))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(f.limit)
    .offset(f.offset);

/**
 * The matches of a list, counted up to MEMBERSHIP_COUNT_CAP + 1 rows and no further: a search that
 * matches 200,000 patients costs no more than one that matches fifty. A result above the cap
 * means "more than MEMBERSHIP_COUNT_CAP" (the portal shows "50+"). An unbounded count() read every
 * match and cost 10–100× the page it came with (docs/performance.md, goal 3).
 */
export const totalQuery = (tx: Tx, centerId: string, f: ListFilters) =>
  tx.select({ n: count() }).from(
    tx
      .select({ one: sql`1`.as('one') })
      .from(memberships)
      .where(listWhere(centerId, f))
      // The page's own order: the count walks the page's index (its first rows are the page's);
      // unordered, the planner picked another index and read up to 100× more rows.
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(MEMBERSHIP_COUNT_CAP + 1)
      .as('matches'),
  );

/**
 * Every match of a list without search words (status and addiction filters only): a center has
 * thousands of patients at most, and the count walks the center's own index (docs/performance.md,
 * "Exact patient count"). The header of the list shows the exact number (issue 20).
 */
const exactTotalQuery = (tx: Tx, centerId: string, f: ListFilters) =>
  tx.select({ n: count() }).from(memberships).where(listWhere(centerId, f));

/** A search is counted up to the cap; a plain list in full. */
const countQuery = (tx: Tx, centerId: string, f: ListFilters) =>
  f.patterns.length > 0 ? totalQuery(tx, centerId, f) : exactTotalQuery(tx, centerId, f);

/** A list's arguments: values (to run or render the statement) or placeholders (to prepare it). */
interface ListArgs {
  center: unknown;
  status: unknown;
  addiction: unknown;
  patterns: unknown[];
  /** How many matches a search reads: at least MEMBERSHIP_COUNT_CAP + 1, and the page's end. */
  matches: number | Placeholder;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

type Shape = Pick<ListFilters, 'status' | 'addiction'> & { words: number };

function argsWhere(shape: Shape, a: ListArgs): SQL | undefined {
  return and(
    eq(memberships.treatmentCenterId, a.center as string),
    shape.status ? eq(memberships.status, a.status as string) : undefined,
    shape.addiction ? arrayContains(memberships.addictions, a.addiction as string[]) : undefined,
    ...a.patterns.map((p) => sql`${searchText} LIKE lower(public.immutable_unaccent(${p}))`),
  );
}

/** The columns a read returns: the search text stays in the table and its index. */
const { searchText: _searchText, ...membershipColumns } = getTableColumns(memberships);

/** The search's CTE: its name, also written where the outer select reads its columns. */
const MATCHES = 'matches';

/**
 * A search reads its matches once: the first `matches` rows in the page's order (at least
 * MEMBERSHIP_COUNT_CAP + 1), and both the page and the bounded count come from them. The former
 * statement read them twice (the page, then the count's subquery; for two words the trigram index
 * scan ran twice): 0.68× the SQL time with the same rows (docs/performance.md, "Search (issue 23,
 * goal 1a)"). Counting more than CAP + 1 rows on a deep page changes nothing: the total is capped.
 */
function searchBuilder(db: Db, shape: Shape, a: ListArgs) {
  const matches = db.$with(MATCHES).as(
    db
      .select(membershipColumns)
      .from(memberships)
      .where(argsWhere(shape, a))
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(a.matches as number),
  );
  // The columns of a membership, read from the CTE (drizzle selects `matches` as one column otherwise)
  // as plain SQL decoded by the table's own columns: drizzle's alias columns for a CTE are proxies,
  // and mapping a page's rows through them was a tenth of a search's CPU (docs/performance.md,
  // "Session of 2026-11-25 (third)").
  const row = Object.fromEntries(
    Object.entries(membershipColumns).map(([k, column]) => [
      k,
      sql`${sql.identifier(MATCHES)}.${sql.identifier(column.name)}`.mapWith(column),
    ]),
  ) as unknown as typeof membershipColumns;
  return db
    .with(matches)
    .select({ row, n: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(a.limit as number)
    .offset(a.offset as number);
}

/** A plain list (no search words): the page with its exact count beside every row. */
function plainBuilder(db: Db, shape: Shape, a: ListArgs) {
  const where = argsWhere(shape, a);
  return db
    .select({
      row: membershipColumns,
      n: sql<number>`(${db.select({ n: count() }).from(memberships).where(where)})`.mapWith(Number),
    })
    .from(memberships)
    .where(where)
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(a.limit as number)
    .offset(a.offset as number);
}

const builderOf = (db: Db, shape: Shape, a: ListArgs) =>
  shape.words > 0 ? searchBuilder(db, shape, a) : plainBuilder(db, shape, a);

const shapeOf = (f: ListFilters): Shape => ({
  words: f.patterns.length,
  status: f.status ? 's' : undefined,
  addiction: f.addiction ? 'a' : undefined,
});

const valuesOf = (centerId: string, f: ListFilters): ListArgs => ({
  center: centerId,
  status: f.status,
  addiction: f.addiction ? [f.addiction] : undefined,
  patterns: f.patterns,
  matches: Math.max(MEMBERSHIP_COUNT_CAP + 1, f.offset + f.limit),
  limit: f.limit,
  offset: f.offset,
});

/** One page with its count beside every row (one statement); what the search benchmark renders. */
export const listQuery = (db: Db, centerId: string, f: ListFilters) =>
  builderOf(db, shapeOf(f), valuesOf(centerId, f));

/**
 * The list's statement, built once per shape (words, status filter, addiction filter) and database:
 * drizzle building the SQL on every request was a large part of a search's CPU. It stays an unnamed
 * statement (an empty name): PostgreSQL plans every search with its own words, as it does for
 * pgbench's plain queries, instead of settling on a generic plan after five runs. A pattern that
 * matches every patient and one that matches none want different plans.
 */
function prepareList(db: Db, shape: Shape) {
  const p = (name: string) => sql.placeholder(name);
  return builderOf(db, shape, {
    center: p('center'),
    status: p('status'),
    addiction: p('addiction'),
    patterns: Array.from({ length: shape.words }, (_, i) => p(`p${i}`)),
    matches: p('matches'),
    limit: p('limit'),
    offset: p('offset'),
  }).prepare('');
}

const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

function listStatement(db: Db, shape: Shape) {
  let byShape = listStatements.get(db);
  if (!byShape) {
    byShape = new Map();
    listStatements.set(db, byShape);
  }
  const key = `${shape.words} ${shape.status ?? ''} ${shape.addiction ?? ''}`;
  let statement = byShape.get(key);
  if (!statement) {
    statement = prepareList(db, shape);
    byShape.set(key, statement);
  }
  return statement;
}

const totalOf = (f: ListFilters, n: number) =>
  f.patterns.length > 0
    ? { total: Math.min(n, MEMBERSHIP_COUNT_CAP), capped: n > MEMBERSHIP_COUNT_CAP }
    : { total: n, capped: false };

/** A page and its total. An empty page past the end counts on its own (nothing to carry it). */
export async function listMemberships(db: Db, centerId: string, f: ListFilters) {
  const a = valuesOf(centerId, f);
  const page = await listStatement(db, shapeOf(f)).execute({
    ...a,
    ...Object.fromEntries(f.patterns.map((p, i) => [`p${i}`, p])),
  });
  if (page.length === 0 && f.offset > 0) {
    const [counted] = await countQuery(db, centerId, f);
    return { rows: [], ...totalOf(f, Number(counted?.n ?? 0)) };
  }
  return { rows: page.map((p) => p.row), ...totalOf(f, page[0]?.n ?? 0) };
}

export async function findMembership(tx: Tx, centerId: string, id: string, lock = false) {
  const query = tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.treatmentCenterId, centerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The profile read: the membership and its center's time zone (for the patient's day), by
 * (id, center) pairs, so that the profile reads waiting together go in one statement
 * (db/batched-read.ts). Prepared once per database: drizzle builds the SQL once, and PostgreSQL
 * parses it once per connection. Every pair names the caller's center: a row of another center
 * matches no pair.
 *
 * The same statement writes each read's audit row (a data-modifying WITH, run to completion whatever
 * the SELECT reads), for the rows it finds and only those: a read of another center's patient or of
 * an unknown id is not audited, as before. Outside a transaction block the statement is its own
 * transaction, and its answer comes after its commit: the rows are durable before any response
 * leaves. A read and its audit row in separate statements, the row group-committed, cost a read
 * three waits (the caller, the read, the row's batch) and PostgreSQL two statements per batch;
 * here two and one (docs/performance.md, "Detail read and its audit row in one statement").
 */
const prepareDetail = (db: Db) => {
  const audited = db.$with('audited', {}).as(
    insertAuditRows(
      auditPlaceholders(),
      (r) => sql`EXISTS (SELECT 1 FROM ${memberships}
        WHERE ${memberships.id} = ${r.resourceId}::uuid AND ${memberships.treatmentCenterId} = ${r.centerId})`,
    ),
  );
  return db
    .with(audited)
    .select({ row: membershipColumns, timeZone: treatmentCenters.timeZone })
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId))
    .where(
      sql`(${memberships.id}, ${memberships.treatmentCenterId}) IN (
        SELECT * FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('centers')}::uuid[]))`,
    )
    .prepare('portal_membership_details');
};

export interface MembershipDetailRow {
  row: MembershipRow;
  timeZone: string;
}

/** A read: the patient asked for, in the caller's center, and the audit row to write if found. */
type DetailKey = { centerId: string; id: string; audit: AuditRow };

function detailReader(db: Db) {
  const statement = prepareDetail(db);
  return batchedRead(async (keys: DetailKey[]) => {
    const found = await statement.execute({
      ids: keys.map((k) => k.id),
      centers: keys.map((k) => k.centerId),
      ...auditPlaceholderValues(keys.map((k) => k.audit)),
    });
    const byKey = new Map(found.map((f) => [`${f.row.id} ${f.row.treatmentCenterId}`, f]));
    return keys.map((k) => byKey.get(`${k.id} ${k.centerId}`));
  });
}

const detailReaders = new WeakMap<Db, ReturnType<typeof detailReader>>();

/**
 * One patient of a center with the center's time zone, or undefined (none there). When found, the
 * read's audit row is committed with it: `audit` says who read and why; its resource and center
 * are the read's own.
 */
export function findMembershipDetail(
  db: Db,
  centerId: string,
  id: string,
  audit: AuditRow,
): Promise<MembershipDetailRow | undefined> {
  let read = detailReaders.get(db);
  if (!read) {
    read = detailReader(db);
    detailReaders.set(db, read);
  }
  return read({
    centerId,
    id,
    audit: { ...audit, resourceType: 'membership', resourceId: id, treatmentCenterId: centerId },
  });
}

export async function updateMembership(
  tx: Tx,
  centerId: string,
  id: string,
  values: Partial<
    Pick<
      MembershipRow,
      'firstName' | 'lastName' | 'phoneNumber' | 'addictions' | 'firstDay' | 'status' | 'dischargedOn'
    >
  >,
) {
  const [row] = await tx
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(memberships.id, id), eq(memberships.treatmentCenterId, centerId)))
    .returning();
  return row;
}

export async function deleteMembership(tx: Tx, centerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.treatmentCenterId, centerId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export async function centerTimeZone(tx: Tx, centerId: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: treatmentCenters.timeZone })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.timeZone ?? 'UTC';
}

/** The values among `values` that the addiction catalogue does not hold. */
export async function unknownAddictions(tx: Tx, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const known = await tx
    .select({ value: addictions.value })
    .from(addictions)
    .where(inArray(addictions.value, values));
  const set = new Set(known.map((k) => k.value));
  return values.filter((v) => !set.has(v));
}

export async function insertAssistanceRecord(
  tx: Tx,
  values: typeof assistanceRecords.$inferInsert,
): Promise<AssistanceRow> {
  const [row] = await tx.insert(assistanceRecords).values(values).returning();
  if (!row) throw new Error('assistance record insert returned nothing');
  return row;
}

export async function userName(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : '';
}

/** The language a patient's app account chose (null: none), shown on their profile. */
export async function userLanguage(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
