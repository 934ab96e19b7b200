import { expect, it } from 'vitest';
import { formatEventDate } from './event-time';

it('writes an event’s day and time on the center’s clock, in the screen’s locale', () => {
  const at = '2030-07-01T23:30:00Z';
  expect(formatEventDate(at, 'America/Chicago', 'en-US')).toBe('Mon, Jul 1, 2030 · 6:30 PM');
  // Spanish writes the day before the month; the words come from the browser's Intl.
  expect(formatEventDate(at, 'America/Chicago', 'es-US')).toMatch(/^lun\.?, 1 de jul\.? de 2030 · 6:30/);
});
