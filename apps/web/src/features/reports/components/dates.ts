import { useLanguage } from '../../../lib/i18n';

const STYLES = {
  /** "Friday, November 20, 2026" */
  full: { dateStyle: 'full' },
  /** "Nov 20, 2026" */
  medium: { dateStyle: 'medium' },
  /** "Nov 20" */
  short: { month: 'short', day: 'numeric' },
  /** "November 20" */
  monthDay: { month: 'long', day: 'numeric' },
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, style: Style) {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * Calendar dates of the reports (`2026-11-20`: a check-in's day, the program's week) in the
 * screen's language. Read at noon UTC and shown in UTC, so a date is that day wherever the browser is.
 */
export function useCalendarDate() {
  const { locale } = useLanguage();
  return (date: string, style: Style) => formatOf(locale, style).format(new Date(`${date}T12:00:00Z`));
}
