import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import type { Alert } from '@portal/contracts';
import dayjs from 'dayjs';
// dayjs's Spanish names of the months, as the portal loads them with the Spanish texts.
import 'dayjs/locale/es';
import { afterEach, expect, it, vi } from 'vitest';
import { texts } from '../../../lib/i18n';
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
  texts.install('en', { ...portalEnglish, ...serverEnglish });
});

const alert = (rule: Alert['rule'], trigger: Alert['trigger']) => ({ rule, trigger }) as Alert;
const t = () => texts.current().t;

it('writes the days a rule saw as the calendar dates they are', () => {
  expect(describeTrigger(alert('silence', { missed_days: 3, last_check_in: '2026-11-20' }), t())).toBe(
    'No check-in for 3 days since Nov 20.',
  );
  expect(describeTrigger(alert('reset', { from: '2026-01-31', to: '2026-11-01' }), t())).toBe(
    'Sobriety date moved from Jan 31 to Nov 1.',
  );
  expect(
    describeTrigger(
      alert('mood_dip', { kind: 'low_streak', threshold: 30, dates: ['2026-11-22', '2026-11-23'] }),
      t(),
    ),
  ).toBe('Two check-ins in a row at 30 or below (Nov 22, Nov 23).');
});

it('writes every rule’s sentence as it read before the texts moved to the catalogue', () => {
  const said = (rule: Alert['rule'], trigger: Alert['trigger']) => describeTrigger(alert(rule, trigger), t());
  expect(
    said('mood_dip', { kind: 'average_drop', recent_average: 41.7, drop: 18.3, baseline_average: 60 }),
  ).toBe('3-day mood average 41.7, down 18.3 points from 60.');
  expect(said('contact_unanswered', { waited_minutes: 15 })).toBe(
    'A contact-now request waited 15 minutes without an answer.',
  );
  expect(said('phq9_item9', { value: 2 })).toBe(
    'Answered above 0 (2 of 3) to thoughts of being better off dead or of self-harm.',
  );
  expect(said('bamr_use', { value: 4 })).toBe(
    'Reported alcohol or drug use in the last 30 days (BAM-R Use score 4).',
  );
});

it('says it in Spanish, with the day before the month', () => {
  // Installing Spanish sets dayjs's language too (lib/i18n.ts), once its names are loaded.
  texts.install('es', { ...portalSpanish, ...serverSpanish });
  expect(describeTrigger(alert('reset', { from: '2026-01-31', to: '2026-11-01' }), t())).toBe(
    'La fecha de sobriedad cambió del 31 ene al 1 nov.',
  );
});

it('writes when an alert was raised on this device’s clock, in the language’s order', () => {
  expect(formatWhen(new Date(2026, 10, 24, 15, 5).toISOString(), t())).toBe('Nov 24, 3:05 PM');
  expect(formatWhen(new Date(2026, 10, 24, 0, 30).toISOString(), t())).toBe('Nov 24, 12:30 AM');
  texts.install('es', { ...portalSpanish, ...serverSpanish });
  dayjs.locale('es');
  try {
    expect(formatWhen(new Date(2026, 10, 24, 15, 5).toISOString(), t())).toBe('24 nov, 15:05');
  } finally {
    dayjs.locale('en');
  }
});
