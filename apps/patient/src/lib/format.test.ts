import english from 'virtual:texts/app/en';
import spanish from 'virtual:texts/app/es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay, formatEventDate, formatMonth, formatTime, weekdayNames } from './format';
import { texts } from './i18n';

/**
 * Issues 36 and 38: dates in words, in the app's language; in the phone's regional form when the
 * phone reads that language, else the United States' (en-US, es-US).
 */
describe('dates in the user’s locale', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    texts.install('en', english);
  });
  const language = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);

  it('a calendar date as words, the year only when it is not this year', () => {
    language('en-US');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('Dec 20');
    expect(formatDay('2027-05-27', '2026-11-27')).toBe('May 27, 2027');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(weekdayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('follows the app’s language, in the phone’s regional form of it', () => {
    language('en-GB');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('20 Dec');
    expect(formatTime('2026-11-27T15:04:00Z')).toMatch(/^\d\d:04$/);
    texts.install('es', spanish);
    language('es-MX');
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    // A Spanish app on an English phone: the United States' Spanish.
    language('en-US');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('20 dic');
    expect(weekdayNames()[0]).toBe('lun');
    expect(formatDateTime('2026-11-27T15:04:00Z')).toMatch(/^27 nov/);
    // An event keeps the center's time zone: 18:00 UTC is 13:00 in New York.
    expect(formatEventDate('2026-12-01T18:00:00Z', 'America/New_York')).toBe('mar, 1 de dic, 1:00 p.m.');
  });

  it('a phone in another language gets the app’s language', () => {
    language('fr-FR');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('Dec 20');
  });

  it('falls back to en-US for a language tag it cannot use', () => {
    language('not a language');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('Dec 20');
  });
});
