import { describe, expect, it } from 'vitest';
import { identifiedCsv } from './csv';
import type { ExportRow } from './repository';

const row = (
  membership_id: string,
  first_name: string,
  last_name: string,
  submitted_on: string,
): ExportRow => ({
  membership_id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.test`,
  phone_number: null,
  admitted_on: '2026-09-01',
  instrument_id: 'phq-9',
  instrument_version: '1',
  occasion: 'intake',
  submitted_on,
  key: 'total',
  value: 7,
  band: 'mild',
});
const disclosed = {
  recipient: 'Example Clinic',
  purpose: 'Care',
  included: 3,
  leftOut: 0,
  notice: 'Notice.',
};

describe('the identified CSV', () => {
  it('orders patients by last name, first name and id, each one’s answers in time order, whatever the database gave', () => {
    const rows = [
      row('m-3', 'Ana', 'Zapata', '2026-10-01'),
      row('m-2', 'Ben', 'Adams', '2026-11-01'),
      row('m-1', 'Ana', 'Adams', '2026-10-15'),
      row('m-2', 'Ben', 'Adams', '2026-09-01'),
    ];
    const table = identifiedCsv('en', rows, disclosed)
      .split('\r\n')
      .slice(7)
      .filter(Boolean)
      .map((line) => line.split(','));
    expect(table.map((cells) => [cells[0], cells.at(-3)])).toEqual([
      ['m-1', '2026-10-15'],
      ['m-2', '2026-09-01'],
      ['m-2', '2026-11-01'],
      ['m-3', '2026-10-01'],
    ]);
    expect(identifiedCsv('en', [...rows].reverse(), disclosed)).toBe(identifiedCsv('en', rows, disclosed));
  });
});
