import { encodeCursor } from './search-params';

/**
 * Keyset paging: every search orders by resource id (byte order, the same on PGlite and
 * PostgreSQL), a page asks for one row more than it shows, and `next` carries the last id shown as
 * an opaque `_cursor`. Rows written meanwhile never shift a page, so following `next` to the end
 * gives each match once.
 */
export interface Page<T> {
  rows: T[];
  /** The cursor of the next page, when there is one. */
  next?: string;
}

/** The repository's `limit + 1` rows as a page of `limit`. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string): Page<T> {
  if (rows.length <= limit) return { rows };
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return last ? { rows: shown, next: encodeCursor(idOf(last)) } : { rows: shown };
}

/** The searchset's links: the request as asked, and the same with the next page's cursor. */
export function pageLinks(typeUrl: string, rawQuery: string, count: number, next: string | undefined) {
  const asked = new URLSearchParams(rawQuery);
  const self = asked.size ? `${typeUrl}?${asked}` : typeUrl;
  if (!next) return { self };
  const following = new URLSearchParams(rawQuery);
  following.set('_count', String(count));
  following.set('_cursor', next);
  return { self, next: `${typeUrl}?${following}` };
}
