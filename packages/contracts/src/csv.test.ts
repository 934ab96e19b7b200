import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS } from './constants';
import { checkReservationRows, duplicateOfLine, parseReservationCsv } from './csv';
import { messages } from './messages';

describe('parseReservationCsv', () => {
  it('reads a BOM, CRLF line ends, an empty fb_email and keeps file line numbers', () => {
    const text = '\uFEFFphone_number,fb_email\r\n+1 (555) 010-0001,a@example.com\r\n\r\n5550100002,\r\n';
    const parsed = parseReservationCsv(text);
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows).toEqual([
      { line: 2, phone_number: '+1 (555) 010-0001', fb_email: 'a@example.com' },
      { line: 4, phone_number: '5550100002', fb_email: '' },
    ]);
  });

  it('accepts the columns in any order, any case, and a file without the fb_email column', () => {
    expect(parseReservationCsv('FB_Email,Phone_Number\nb@example.com,15550100003').rows).toEqual([
      { line: 2, phone_number: '15550100003', fb_email: 'b@example.com' },
    ]);
    expect(parseReservationCsv('phone_number\n15550100003\n').rows).toHaveLength(1);
  });

  it('refuses a file without the header, without rows, or with too many rows', () => {
    expect(parseReservationCsv('15550100001,a@example.com\n').fileError).toBe(messages.csvHeaderMissing);
    expect(parseReservationCsv('').fileError).toBe(messages.csvHeaderMissing);
    expect(parseReservationCsv('phone_number,fb_email\n\n').fileError).toBe(messages.csvEmpty);
    const big = `phone_number,fb_email\n${'15550100001,\n'.repeat(CSV_MAX_ROWS + 1)}`;
    expect(parseReservationCsv(big).fileError).toContain(`more than ${CSV_MAX_ROWS} rows`);
  });

  it('reads semicolon and tab files, even with one row and a final line end, and says which separator it read', () => {
    for (const [separator, sep] of [
      ['semicolon', ';'],
      ['tab', '\t'],
      ['comma', ','],
    ] as const) {
      const parsed = parseReservationCsv(
        `phone_number${sep}fb_email\r\n+1 (555) 010-0001${sep}a@example.com\r\n`,
      );
      expect(parsed.fileError).toBeNull();
      expect(parsed.separator).toBe(separator);
      expect(parsed.rows).toEqual([
        { line: 2, phone_number: '+1 (555) 010-0001', fb_email: 'a@example.com' },
      ]);
    }
    // A comma inside a quoted semicolon cell stays in the cell.
    expect(parseReservationCsv('"phone_number";"fb_email"\n"5550100002";"a,b@example.com"\n').rows).toEqual([
      { line: 2, phone_number: '5550100002', fb_email: 'a,b@example.com' },
    ]);
  });

  it('refuses binary content', () => {
    expect(parseReservationCsv('\u0089PNG\u0000\u0000').fileError).toBe(messages.csvNotCsv);
  });
});

describe('checkReservationRows', () => {
  it('normalises phones, reports every bad row with its line, and duplicates in and outside the file', () => {
    const { valid, rejected } = checkReservationRows(
      [
        { line: 2, phone_number: '(555) 010-0001', fb_email: '' },
        { line: 3, phone_number: '555-01', fb_email: 'a@example.com' },
        { line: 4, phone_number: '15550100005', fb_email: 'not-an-email' },
        { line: 5, phone_number: '+1 555 010 0001', fb_email: '' },
        { line: 6, phone_number: '15550100009', fb_email: 'X@Example.com' },
        { line: 7, phone_number: '', fb_email: '' },
        { line: 8, phone_number: 'call me', fb_email: '' },
        { line: 9, phone_number: '+1 (555) 010-000', fb_email: '' },
        { line: 10, phone_number: '+1', fb_email: '' },
      ],
      new Set(['15550100009']),
    );
    expect(valid).toEqual([{ line: 2, phone_number: '15550100001', fb_email: null }]);
    expect(rejected).toEqual([
      { line: 3, field: 'phone_number', message: messages.phoneMin },
      { line: 4, field: 'fb_email', message: messages.fbEmailInvalid },
      { line: 5, field: 'phone_number', message: duplicateOfLine(2) },
      { line: 6, field: 'phone_number', message: messages.reservationPhoneTaken },
      { line: 7, field: 'phone_number', message: messages.phoneRequired },
      { line: 8, field: 'phone_number', message: messages.phoneDigits },
      { line: 9, field: 'phone_number', message: messages.phoneMin },
      { line: 10, field: 'phone_number', message: messages.phoneRequired },
    ]);
  });
});
