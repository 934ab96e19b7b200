/**
 * Calendar dates ("YYYY-MM-DD") without a time or a zone. Patient days (check-ins, progress,
 * reports) are local dates of the center (decisions.md §4); arithmetic on them runs in UTC so a
 * daylight-saving change never makes a day 23 or 25 hours long.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(date: CalendarDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const fromUtcMs = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs 70–140 µs
 * (ICU loads the zone), formatting with one 2–5 µs, and a profile read asks for its center's day
 * (docs/performance.md, "Detail read"). A server knows a handful of zones, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date an instant falls on in a time zone (an IANA name such as "America/New_York"). */
export function localDate(instant: Date, timeZone: string): CalendarDate {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromUtcMs(toUtcMs(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday, as PostgreSQL's extract(dow) and daily_tasks.days. */
export const weekday = (date: CalendarDate): number => new Date(toUtcMs(date)).getUTCDay();

/** First and last date of a month given as "YYYY-MM". */
export function monthBounds(month: string): { start: CalendarDate; end: CalendarDate } {
  const start = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const end = fromUtcMs(Date.UTC(y, m, 0));
  toUtcMs(start);
  return { start, end };
}

/** Every date from start to end, both included. */
export function datesBetween(start: CalendarDate, end: CalendarDate): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}
