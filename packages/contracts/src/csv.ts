import Papa from 'papaparse';
import { CSV_MAX_ROWS } from './constants';
import { messages } from './messages';
import { optionalEmail } from './schemas/common';
import { type ImportRowError, reservationPhone } from './schemas/reservations';

/**
 * The reservation CSV rules, shared word for word by the portal's preview and the server's import:
 * a header line naming `phone_number` (and usually `fb_email`), then one reservation per line.
 * UTF-8 with or without BOM, CRLF or LF, comma (or semicolon/tab, as spreadsheets export).
 */

/** One data row as it stands in the file; `line` counts from 1 with the header on line 1. */
export interface CsvRow {
  line: number;
  phone_number: string;
  fb_email: string;
}

/** The separators a reservation file may use, as spreadsheets export them. */
export const CSV_SEPARATORS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

export interface ParsedCsv {
  rows: CsvRow[];
  /** The separator the header line was read with (comma when there is no header to read). */
  separator: CsvSeparator;
  /** Why the whole file is refused (no header, no rows, too many rows), or null. */
  fileError: string | null;
  /** Rows that could not be read as CSV at all (for example an unclosed quote). */
  lineErrors: ImportRowError[];
}

export interface ValidRow {
  line: number;
  phone_number: string;
  fb_email: string | null;
}

export interface CheckedRows {
  valid: ValidRow[];
  rejected: ImportRowError[];
}

const normaliseHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * The separator is read from the header line, the one line whose content is known: the first
 * separator that splits it into a `phone_number` cell. Papa's own guess compares field counts over the
 * first rows and falls back to comma for a one-row file ending in a line break (issue 20).
 */
function headerSeparator(text: string): CsvSeparator {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const found = (Object.keys(CSV_SEPARATORS) as CsvSeparator[]).find((name) =>
    header
      .split(CSV_SEPARATORS[name])
      .map((cell) => normaliseHeader(cell).replace(/^"(.*)"$/, '$1'))
      .includes('phone_number'),
  );
  return found ?? 'comma';
}

export function parseReservationCsv(text: string): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, '');
  const none = (fileError: string): ParsedCsv => ({
    rows: [],
    separator: 'comma',
    fileError,
    lineErrors: [],
  });
  if (clean.includes('\u0000')) return none(messages.csvNotCsv);
  const separator = headerSeparator(clean);
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter: CSV_SEPARATORS[separator] });
  // Papa reports problems by row index; rows map 1:1 to lines (a phone or e-mail never spans lines).
  const brokenRows = new Set(parsed.errors.map((e) => e.row).filter((r): r is number => r !== undefined));
  const lines = parsed.data;
  const headerIndex = lines.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  const header = headerIndex >= 0 ? (lines[headerIndex] ?? []).map(normaliseHeader) : [];
  const phoneAt = header.indexOf('phone_number');
  if (phoneAt < 0) return none(messages.csvHeaderMissing);
  const emailAt = header.indexOf('fb_email');

  const rows: CsvRow[] = [];
  const lineErrors: ImportRowError[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const cells = lines[i] ?? [];
    if (cells.every((c) => c.trim() === '')) continue;
    const line = i + 1;
    if (brokenRows.has(i)) {
      lineErrors.push({ line, field: 'line', message: messages.csvInvalidLine });
      continue;
    }
    rows.push({
      line,
      phone_number: (cells[phoneAt] ?? '').trim(),
      fb_email: emailAt >= 0 ? (cells[emailAt] ?? '').trim() : '',
    });
  }
  const count = rows.length + lineErrors.length;
  if (count === 0) return { ...none(messages.csvEmpty), separator };
  if (count > CSV_MAX_ROWS) return { ...none(csvTooManyRows()), separator };
  return { rows, separator, fileError: null, lineErrors };
}

export const csvTooManyRows = () =>
  `The file has more than ${CSV_MAX_ROWS} rows. Split it into smaller files.`;
export const csvTooLarge = (maxBytes: number) =>
  `The file is too large: at most ${Math.round(maxBytes / 1024)} KB.`;
export const duplicateOfLine = (line: number) => `This phone number is already on line ${line} of the file.`;

const phoneRule = reservationPhone(messages.phoneRequired);
const emailRule = optionalEmail(messages.fbEmailInvalid);

/**
 * Validates rows with the reservation form's own rules, then finds duplicates: a phone repeated in
 * the file (the first occurrence is kept) and a phone already reserved (`taken`, normalised phones).
 */
export function checkReservationRows(
  rows: readonly { line: number; phone_number: string; fb_email?: string | null }[],
  taken: ReadonlySet<string> = new Set(),
): CheckedRows {
  const valid: ValidRow[] = [];
  const rejected: ImportRowError[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const phone = phoneRule.safeParse(row.phone_number);
    const email = emailRule.safeParse(row.fb_email ?? '');
    if (!phone.success) {
      rejected.push({
        line: row.line,
        field: 'phone_number',
        message: phone.error.issues[0]?.message ?? messages.phoneMin,
      });
    }
    if (!email.success) {
      rejected.push({
        line: row.line,
        field: 'fb_email',
        message: email.error.issues[0]?.message ?? messages.fbEmailInvalid,
      });
    }
    if (!phone.success || !email.success) continue;
    const seen = firstLine.get(phone.data);
    if (seen !== undefined) {
      rejected.push({ line: row.line, field: 'phone_number', message: duplicateOfLine(seen) });
      continue;
    }
    firstLine.set(phone.data, row.line);
    if (taken.has(phone.data)) {
      rejected.push({ line: row.line, field: 'phone_number', message: messages.reservationPhoneTaken });
      continue;
    }
    valid.push({ line: row.line, phone_number: phone.data, fb_email: email.data });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { valid, rejected };
}

/** Lines with at least one error: what "import the valid rows only" leaves out. */
export const rejectedLineCount = (rejected: readonly ImportRowError[]) =>
  new Set(rejected.map((r) => r.line)).size;

export function importedMessage(imported: number, skipped: number): string {
  const rows = `${imported} reservation${imported === 1 ? ' was' : 's were'} created`;
  return skipped ? `${rows}; ${skipped} row${skipped === 1 ? ' was' : 's were'} skipped.` : `${rows}.`;
}

export function refusedMessage(badLines: number): string {
  return `Nothing was imported: ${badLines} row${badLines === 1 ? ' has' : 's have'} errors. Fix ${
    badLines === 1 ? 'it' : 'them'
  } or import the valid rows only.`;
}
