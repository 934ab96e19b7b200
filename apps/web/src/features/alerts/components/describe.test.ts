import type { Alert } from '@portal/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { describeTrigger, formatWhen } from './describe';

// The alerts list shows on the dashboard: its dates are written without the browser's Intl, whose
// first date formatter costs ~100 ms of a phone's main thread (issue 22).
const spies = [
  vi.spyOn(Date.prototype, 'toLocaleDateString'),
  vi.spyOn(Date.prototype, 'toLocaleString'),
  vi.spyOn(Intl, 'DateTimeFormat'),
];
afterEach(() => {
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

const alert = (rule: Alert['rule'], trigger: Alert['trigger']) => ({ rule, trigger }) as Alert;

it('writes the days a rule saw as the calendar dates they are', () => {
  expect(describeTrigger(alert('silence', { missed_days: 3, last_check_in: '2026-11-20' }))).toBe(
    'No check-in for 3 days since Nov 20.',
  );
  expect(describeTrigger(alert('reset', { from: '2026-01-31', to: '2026-11-01' }))).toBe(
    'Sobriety date moved from Jan 31 to Nov 1.',
  );
  expect(
    describeTrigger(
      alert('mood_dip', { kind: 'low_streak', threshold: 30, dates: ['2026-11-22', '2026-11-23'] }),
    ),
  ).toBe('Two check-ins in a row at 30 or below (Nov 22, Nov 23).');
});

it('writes when an alert was raised on this device’s clock', () => {
  expect(formatWhen(new Date(2026, 10, 24, 15, 5).toISOString())).toBe('Nov 24, 3:05 PM');
  expect(formatWhen(new Date(2026, 10, 24, 0, 30).toISOString())).toBe('Nov 24, 12:30 AM');
});
