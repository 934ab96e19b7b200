import type { Consent } from '@portal/contracts';
import { useLanguage } from '../../../lib/i18n';

/**
 * Dates in the staff member's language. A calendar date (`2026-11-20`: signed on paper, an expiry)
 * is read at noon UTC and shown in UTC, so it is that day wherever the browser is; an instant
 * (signed in the app, a disclosure) is shown on the browser's clock.
 */
export function useDates() {
  const { locale } = useLanguage();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    calendarDate: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    instant: (iso: string) => instant.format(new Date(iso)),
  };
}

/** The day a consent was signed: the paper's date, or the app signature's instant. */
export function useSignedDate() {
  const dates = useDates();
  return (c: Consent) =>
    c.signed_via === 'paper' ? dates.calendarDate(c.signed_at.slice(0, 10)) : dates.instant(c.signed_at);
}
