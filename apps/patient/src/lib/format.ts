/**
 * Every date and time the app shows, in words, in the app's language (issues 36, 38): "Dec 20",
 * "20 dic", never 2026-12-20. One place, so no screen prints a date its own way.
 */
import { texts } from './i18n';

/**
 * The app's language as the phone writes it: the phone's own regional form when it reads the same
 * language (an English phone in Britain: "20 Dec"), else the United States' (en-US, es-US).
 */
function userLocale(): string {
  const { language, locale } = texts.current();
  const wanted = typeof navigator === 'undefined' ? undefined : navigator.language;
  try {
    if (
      wanted?.toLowerCase().split('-')[0] === language &&
      Intl.DateTimeFormat.supportedLocalesOf(wanted).length > 0
    )
      return wanted;
  } catch {
    // A malformed tag throws: the fallback below.
  }
  return locale;
}

const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(userLocale(), options).format(date);

/** A calendar date (YYYY-MM-DD) is a day, not an instant: read and written at UTC so no zone moves it. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar date in words ("Dec 20"); the year too when it is not `today`'s ("May 27, 2027"). */
export const formatDay = (date: string, today: string) =>
  format(dayOf(date), {
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });

/** A month (YYYY-MM) as a calendar's title: "November 2026". */
export const formatMonth = (month: string) =>
  format(dayOf(`${month.slice(0, 7)}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The short names of the week's days, Monday first (the calendar's columns). */
export const weekdayNames = () =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) =>
    format(dayOf(`2024-01-0${i + 1}`), { weekday: 'short', timeZone: 'UTC' }),
  );

/** An event's start in the center's time zone (an event happens where the center is). */
export function formatEventDate(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return format(new Date(iso), { ...options, timeZone });
  } catch {
    // A zone this browser does not know: the phone's own.
    return format(new Date(iso), options);
  }
}

export const formatTime = (iso: string) => format(new Date(iso), { hour: 'numeric', minute: '2-digit' });

export const formatDateTime = (iso: string) =>
  format(new Date(iso), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** A message's time: the hour alone today, the day too before ("Nov 25, 3:04 PM"). */
export const formatMessageTime = (iso: string, now = new Date()) =>
  new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatDateTime(iso);

/** An instant with its year ("Nov 25, 2026, 3:04 PM"): records kept for years (consents, disclosures, reads). */
export const formatFullDateTime = (iso: string) =>
  format(new Date(iso), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
