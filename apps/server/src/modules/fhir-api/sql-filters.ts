import { and, type Column, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DateBounds, dayBounds } from './search-dates';

/**
 * Search terms as SQL conditions: every AND term of a parameter, each an OR of its values. An empty
 * list is no condition.
 */

const allOf = (terms: (SQL | undefined)[]) => (terms.length ? and(...terms) : undefined);

/** A timestamp column against date search values. */
export function instantFilter(column: Column, terms: DateBounds[][] | undefined): SQL | undefined {
  return allOf(
    (terms ?? []).map((alternatives) =>
      or(
        ...alternatives.map(
          (b) =>
            and(b.from ? gte(column, b.from) : undefined, b.to ? lt(column, b.to) : undefined) ?? sql`true`,
        ),
      ),
    ),
  );
}

/** A date column (a local day) against date search values: the day as its first instant, UTC. */
export function dayFilter(column: Column, terms: DateBounds[][] | undefined): SQL | undefined {
  return allOf(
    (terms ?? []).map((alternatives) =>
      or(
        ...alternatives.map((b) => {
          const d = dayBounds(b);
          return (
            and(d.from ? gte(column, d.from) : undefined, d.to ? lt(column, d.to) : undefined) ?? sql`true`
          );
        }),
      ),
    ),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The patients named by `patient` values (`Patient/<id>`, `<id>` or an absolute URL ending so):
 * undefined without the parameter, else the ids every AND term allows (possibly none: a value
 * that is not one of our ids names nobody).
 */
export function patientIds(terms: string[][] | undefined): string[] | undefined {
  if (!terms) return undefined;
  const idOf = (value: string) => {
    const m = /^(?:.*\/)?(?:Patient\/)?([^/]+)$/.exec(value);
    const id = m?.[1]?.toLowerCase() ?? '';
    const typed = value.includes('/') ? /(^|\/)Patient\/[^/]+$/.test(value) : true;
    return typed && isUuid(id) ? id : undefined;
  };
  let allowed: Set<string> | undefined;
  for (const alternatives of terms) {
    const ids = new Set(alternatives.map(idOf).filter((x): x is string => !!x));
    allowed = allowed ? new Set([...allowed].filter((x) => ids.has(x))) : ids;
  }
  return [...(allowed ?? [])];
}
