import { useLanguage } from './i18n';

type Formats = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const cache = new Map<string, Formats>();

/**
 * A moment's day and time on this browser's clock, in the screen's language, each apart (a screen
 * joins them with its own text: "Nov 20, 2026 3:04 PM", "20 nov 2026, 15:04"). The formatters are
 * made once per language and precision: making one costs a phone's main thread.
 */
export function useDayAndTime(timeStyle: 'short' | 'medium') {
  const { locale } = useLanguage();
  const key = `${locale}|${timeStyle}`;
  let f = cache.get(key);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      time: new Intl.DateTimeFormat(locale, { timeStyle }),
    };
    cache.set(key, f);
  }
  const { day, time } = f;
  return (iso: string) => {
    const at = new Date(iso);
    return { date: day.format(at), time: time.format(at) };
  };
}
