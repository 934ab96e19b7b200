/** Week days as the API stores them: 0 = Sunday … 6 = Saturday. */
export const WEEK_DAYS = [
  { value: 0, short: 'Sun', long: 'Sunday' },
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
] as const;

/** "Every day", "Weekdays", "Weekends" or "Mon, Wed, Fri". */
export function describeDays(days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 0 || set.size === 7) return 'Every day';
  const key = [...set].sort().join(',');
  if (key === '1,2,3,4,5') return 'Weekdays';
  if (key === '0,6') return 'Weekends';
  return WEEK_DAYS.filter((d) => set.has(d.value))
    .map((d) => d.short)
    .join(', ');
}
