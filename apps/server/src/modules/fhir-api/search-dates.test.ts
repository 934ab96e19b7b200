import { describe, expect, it } from 'vitest';
import { dayBounds, parseDateValue } from './search-dates';

const iso = (d: Date | undefined) => d?.toISOString();

describe('FHIR date search values', () => {
  it('read each precision as the range it covers, and each prefix as bounds on a point', () => {
    expect(parseDateValue('2025')).toEqual({
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    });
    expect(iso(parseDateValue('ge2025-02')?.from)).toBe('2025-02-01T00:00:00.000Z');
    expect(iso(parseDateValue('gt2025-02')?.from)).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(parseDateValue('le2025-02-28')?.to)).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(parseDateValue('lt2025-02-28')?.to)).toBe('2025-02-28T00:00:00.000Z');
    expect(parseDateValue('eq2025-01-31T10:00+02:00')).toEqual({
      from: new Date('2025-01-31T08:00:00Z'),
      to: new Date('2025-01-31T08:01:00Z'),
    });
  });

  it('refuse what is not a FHIR date: no zone on a time, an impossible day, an unserved prefix', () => {
    for (const bad of [
      '2025-01-31T10:00',
      '2025-02-30',
      '2025-13',
      'ap2025',
      'ne2025',
      '25-01-01',
      'today',
    ]) {
      expect(parseDateValue(bad), bad).toBeUndefined();
    }
  });

  it('bound a day column by the first day at or after each instant', () => {
    expect(
      dayBounds({ from: new Date('2025-01-10T00:00:00Z'), to: new Date('2025-01-20T00:00:00Z') }),
    ).toEqual({
      from: '2025-01-10',
      to: '2025-01-20',
    });
    expect(dayBounds({ from: new Date('2025-01-10T12:00:00Z') })).toEqual({ from: '2025-01-11' });
  });
});
