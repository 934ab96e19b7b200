/**
 * FHIR date search values (R4 §3.1.1.4.6): a prefix, then a date or dateTime at any precision
 * (year, month, day, minute, second). A value stands for the range it covers at its precision; a
 * time needs its zone (as FHIR dateTime does). Only the prefixes eq, gt, ge, lt, le are served.
 */

export type DatePrefix = 'eq' | 'gt' | 'ge' | 'lt' | 'le';

/** What a value selects, as instants: at or after `from`, before `to` (either may be open). */
export interface DateBounds {
  from?: Date;
  to?: Date;
}

const PREFIXES = new Set<string>(['eq', 'gt', 'ge', 'lt', 'le']);
const VALUE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** The range a value covers, [start, end), or undefined when it is not a FHIR date. */
function rangeOf(value: string): { start: Date; end: Date } | undefined {
  const m = VALUE.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = mo ? Number(mo) : undefined;
  const day = d ? Number(d) : undefined;
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined && (day < 1 || day > new Date(Date.UTC(year, month ?? 1, 0)).getUTCDate()))
    return undefined;
  if (h === undefined) {
    const start = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
    const end =
      day !== undefined
        ? new Date(Date.UTC(year, (month ?? 1) - 1, day + 1))
        : month !== undefined
          ? new Date(Date.UTC(year, month, 1))
          : new Date(Date.UTC(year + 1, 0, 1));
    // Years before 100 would be read as 19xx by Date.UTC: no such data exists, refuse them.
    return year < 1000 ? undefined : { start, end };
  }
  if (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59)) return undefined;
  const start = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${frac ?? ''}${zone === 'Z' ? 'Z' : zone}`);
  if (Number.isNaN(start.getTime())) return undefined;
  const step = frac ? 1 : s !== undefined ? 1_000 : 60_000;
  return { start, end: new Date(start.getTime() + step) };
}

/**
 * A date search value as bounds on a point in time, or undefined when it cannot be read. A
 * resource's value is a point (a timestamp; a check-in's day is its first instant, UTC), so:
 * eq = within the range, ge = at or after its start, gt = after its end, le = before its end,
 * lt = before its start.
 */
export function parseDateValue(raw: string): DateBounds | undefined {
  const prefix = /^[a-z]{2}/.test(raw) ? raw.slice(0, 2) : 'eq';
  if (/^[a-z]{2}/.test(raw) && !PREFIXES.has(prefix)) return undefined;
  const range = rangeOf(/^[a-z]{2}/.test(raw) ? raw.slice(2) : raw);
  if (!range) return undefined;
  switch (prefix as DatePrefix) {
    case 'eq':
      return { from: range.start, to: range.end };
    case 'ge':
      return { from: range.start };
    case 'gt':
      return { from: range.end };
    case 'le':
      return { to: range.end };
    case 'lt':
      return { to: range.start };
  }
}

/**
 * The bounds on a day column (a check-in's local day taken as its first instant, UTC): the first
 * day at or after `from`, the first day at or after `to` (exclusive), as "YYYY-MM-DD".
 */
export function dayBounds(b: DateBounds): { from?: string; to?: string } {
  const ceilDay = (at: Date) => {
    const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const up = day.getTime() < at.getTime() ? new Date(day.getTime() + 86_400_000) : day;
    return up.toISOString().slice(0, 10);
  };
  return { ...(b.from ? { from: ceilDay(b.from) } : {}), ...(b.to ? { to: ceilDay(b.to) } : {}) };
}
