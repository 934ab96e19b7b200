import type { useT } from '../../../lib/i18n';

type Say = ReturnType<typeof useT>;

export interface WeekDay {
  /** As the API stores it: 0 = Sunday … 6 = Saturday. */
  value: number;
  /** "Mon", "Lun" */
  short: string;
  /** "Monday", "Lunes" */
  long: string;
}

const named = new Map<string, readonly WeekDay[]>();

/** The week's days named in `locale` by `Intl` (1 January 2023 was a Sunday), first letter capital. */
export function weekDays(locale: string): readonly WeekDay[] {
  const known = named.get(locale);
  if (known) return known;
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const capital = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  const days = [0, 1, 2, 3, 4, 5, 6].map((value) => {
    const date = new Date(Date.UTC(2023, 0, 1 + value));
    return { value, short: capital(short.format(date)), long: capital(long.format(date)) };
  });
  named.set(locale, days);
  return days;
}

/** "Every day", "Weekdays", "Weekends" or "Mon, Wed, Fri", in the screen's language. */
export function describeDays(days: readonly number[], t: Say, locale: string): string {
  const set = new Set(days);
  if (set.size === 0 || set.size === 7) return t('tasks.everyDay');
  const key = [...set].sort().join(',');
  if (key === '1,2,3,4,5') return t('tasks.weekdays');
  if (key === '0,6') return t('tasks.weekends');
  return weekDays(locale)
    .filter((d) => set.has(d.value))
    .map((d) => d.short)
    .join(', ');
}
