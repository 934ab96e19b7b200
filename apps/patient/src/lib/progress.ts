/**
 * Day arithmetic of the patient's story, on the center's calendar dates (YYYY-MM-DD, no clock):
 * days sober, the program's week and day, milestones. Dates are read as UTC midnights so a time
 * zone or a summer-time change never moves a day.
 */
const DAY_MS = 86_400_000;

const utc = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
export const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return isoOf(utc(date) + days * DAY_MS);
}

/** The same day `months` later; the month's last day when it has no such day (31 Aug + 6 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(y, m - 1 + months, Math.min(d, last)));
}

/** Whole days since the sobriety date (0 on the day itself); null without a date or before it. */
export function daysSober(since: string | null | undefined, today: string): number | null {
  if (!since) return null;
  const n = daysBetween(since, today);
  return n >= 0 ? n : null;
}

/** Week and day of the program (both from 1), counted from its first day. */
export function programPosition(firstDay: string | null | undefined, today: string) {
  if (!firstDay) return null;
  const position = daysBetween(firstDay, today);
  if (position < 0) return null;
  return { week: Math.floor(position / 7) + 1, day: (position % 7) + 1 };
}

export interface Milestone {
  /** Its size, for the text "30 days", "6 months" (texts key progress.milestone). */
  size: { count: number; unit: 'day' | 'month' | 'year' };
  /** The date it is reached. */
  date: string;
  reached: boolean;
}

/** 1, 7, 30, 60 and 90 days, 6 months, 1 year of sobriety. */
export function milestones(since: string | null | undefined, today: string): Milestone[] {
  if (!since) return [];
  const list = [
    { size: { count: 1, unit: 'day' }, date: addDays(since, 1) },
    { size: { count: 7, unit: 'day' }, date: addDays(since, 7) },
    { size: { count: 30, unit: 'day' }, date: addDays(since, 30) },
    { size: { count: 60, unit: 'day' }, date: addDays(since, 60) },
    { size: { count: 90, unit: 'day' }, date: addDays(since, 90) },
    { size: { count: 6, unit: 'month' }, date: addMonths(since, 6) },
    { size: { count: 1, unit: 'year' }, date: addMonths(since, 12) },
  ] as const;
  return list.map((m) => ({ ...m, reached: m.date <= today }));
}

/** The milestone reached exactly today, to celebrate. */
export function milestoneToday(since: string | null | undefined, today: string): Milestone | null {
  return milestones(since, today).find((m) => m.date === today) ?? null;
}

/** The days of a month as calendar rows of 7 (Monday first), null for the blanks around it. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month.slice(0, 7)}-01`;
  const days = daysBetween(first, addMonths(first, 1));
  const lead = (new Date(utc(first)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}
