import { MEMBERSHIP_COUNT_CAP } from '@portal/contracts';
import { and, arrayContains, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addictions, assistanceRecords, memberships, treatmentCenters, users } from '../../db/schema/index';

export type MembershipRow = typeof memberships.$inferSelect;
export type AssistanceRow = typeof assistanceRecords.$inferSelect;

/** The text the trigram index covers (migration 0004): the query must use the same expression. */
const searchText = sql`public.membership_search_text(${memberships.firstName}, ${memberships.lastName}, ${memberships.email})`;

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

/** One page with its count beside every row: one statement, one round trip. */
export const listQuery = (tx: Tx, centerId: string, f: ListFilters) =>
  tx
    .select({ row: memberships, n: sql<number>`(${countQuery(tx, centerId, f)})`.mapWith(Number) })
    .from(memberships)
    .where(listWhere(centerId, f))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(f.limit)
    .offset(f.offset);

const totalOf = (f: ListFilters, n: number) =>
  f.patterns.length > 0
    ? { total: Math.min(n, MEMBERSHIP_COUNT_CAP), capped: n > MEMBERSHIP_COUNT_CAP }
    : { total: n, capped: false };

/** A page and its total. An empty page past the end counts on its own (nothing to carry it). */
export async function listMemberships(tx: Tx, centerId: string, f: ListFilters) {
  const page = await listQuery(tx, centerId, f);
  if (page.length === 0 && f.offset > 0) {
    const [counted] = await countQuery(tx, centerId, f);
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

export async function updateMembership(
  tx: Tx,
  centerId: string,
  id: string,
  values: Partial<
    Pick<MembershipRow, 'firstName' | 'lastName' | 'phoneNumber' | 'addictions' | 'firstDay' | 'status'>
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
