import Papa from 'papaparse';

/**
 * A CSV file for spreadsheets. A cell starting with = + - @ (or tab, CR) is prefixed with a quote
 * (`escapeFormulae`), so a name like `=HYPERLINK(...)` is shown as text, never run as a formula.
 */
export function toCsv(header: string[], rows: (string | null)[][]): string {
  return `${Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
