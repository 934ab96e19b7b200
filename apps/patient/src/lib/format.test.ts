import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay, formatEventDate, formatMonth, formatTime, weekdayNames } from './format';

/** Issue 38, item 5: dates in words, in the phone's language (en-US when it gives none this engine knows). */
describe('dates in the user’s locale', () => {
  afterEach(() => vi.restoreAllMocks());
  const language = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);

  it('a calendar date as words, the year only when it is not this year', () => {
    language('en-US');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('Dec 20');
    expect(formatDay('2027-05-27', '2026-11-27')).toBe('May 27, 2027');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(weekdayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('follows the phone’s language', () => {
    language('fr-FR');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('20 déc.');
    expect(formatMonth('2026-11')).toBe('novembre 2026');
    expect(weekdayNames()[0]).toBe('lun.');
    expect(formatDateTime('2026-11-27T15:04:00Z')).toMatch(/^27 nov\..*\d\d:04$/);
    expect(formatTime('2026-11-27T15:04:00Z')).toMatch(/^\d\d:04$/);
    // An event keeps the center's time zone: 18:00 UTC is 19:00 in Paris.
    expect(formatEventDate('2026-12-01T18:00:00Z', 'Europe/Paris')).toBe('mar. 1 déc., 19:00');
  });

  it('falls back to en-US for a language tag it cannot use', () => {
    language('not a language');
    expect(formatDay('2026-12-20', '2026-11-27')).toBe('Dec 20');
  });
});
