import { type MessageKey, messages } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import Papa from 'papaparse';
import { localize } from '../../http/localize';
import { programWeek } from './figures';
import type { ExportRow } from './repository';

/**
 * The Outcomes CSV files (docs/outcomes.md, "CSV"): one row per score of a stored response. Headings
 * come from the catalogue in the caller's language; values (instrument ids, score keys, band codes,
 * occasions) are the API's and stay as they are.
 */

const heading = (lang: Language) => (key: MessageKey) => localize(messages[key], lang);

/** A staff-assigned occasion carries an id of its own; the file says only that it was assigned. */
const occasionOf = (occasion: string) => (occasion.startsWith('assigned-') ? 'assigned' : occasion);

const scoreColumns = (r: ExportRow) => {
  const week = programWeek(r.occasion);
  return [r.instrument_id, r.key, occasionOf(r.occasion), week === null ? '' : String(week)];
};

const DEIDENTIFIED: MessageKey[] = [
  'outcomesCsvPatientCode',
  'outcomesCsvAdmissionMonth',
  'outcomesCsvInstrument',
  'outcomesCsvScore',
  'outcomesCsvOccasion',
  'outcomesCsvProgramWeek',
  'outcomesCsvSubmittedMonth',
  'outcomesCsvValue',
  'outcomesCsvBand',
];

const IDENTIFIED: MessageKey[] = [
  'outcomesCsvPatientId',
  'outcomesCsvFirstName',
  'outcomesCsvLastName',
  'outcomesCsvEmail',
  'outcomesCsvPhone',
  'outcomesCsvAdmissionDate',
  'outcomesCsvInstrument',
  'outcomesCsvScore',
  'outcomesCsvOccasion',
  'outcomesCsvProgramWeek',
  'outcomesCsvSubmittedOn',
  'outcomesCsvValue',
  'outcomesCsvBand',
];

/**
 * A cell starting with = + - @ (or tab, CR) is prefixed with a quote (`escapeFormulae`), so a name
 * like `=HYPERLINK(...)` is shown as text, never run as a formula (audit.md, "CSV cells").
 */
const unparse = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;

/**
 * De-identified (decisions.md §7): no name, e-mail, phone or id; the pseudonymous code; dates as
 * months. Ordered by admission month and code, so the order says nothing about who came first.
 */
export function deidentifiedCsv(lang: Language, rows: ExportRow[], codeOf: (id: string) => string): string {
  const body = rows
    .map((r) => [
      codeOf(r.membership_id),
      r.admitted_on.slice(0, 7),
      ...scoreColumns(r),
      r.submitted_on.slice(0, 7),
      String(r.value),
      r.band ?? '',
    ])
    .sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? '') || (a[0] ?? '').localeCompare(b[0] ?? ''));
  return unparse([DEIDENTIFIED.map(heading(lang)), ...body]);
}

export interface Disclosed {
  recipient: string;
  purpose: string;
  included: number;
  leftOut: number;
  notice: string;
}

/**
 * Identified, for the patients whose consent covers the recipient and purpose: the 42 CFR 2.32
 * notice first (its label in the caller's language, the text as the rule states it), then who
 * receives it and why, how many patients are in the file and how many were left out, a blank line
 * and the table.
 */
export function identifiedCsv(lang: Language, rows: ExportRow[], d: Disclosed): string {
  const h = heading(lang);
  // By patient (last name, first name, then id for namesakes), each patient's answers in time order:
  // the same file twice for the same data, whatever order the database returned.
  const ordered = [...rows].sort(
    (a, b) =>
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      a.membership_id.localeCompare(b.membership_id) ||
      a.submitted_on.localeCompare(b.submitted_on),
  );
  return unparse([
    [h('outcomesCsvNotice'), d.notice],
    [h('outcomesCsvRecipient'), d.recipient],
    [h('outcomesCsvPurpose'), d.purpose],
    [h('outcomesCsvIncluded'), String(d.included)],
    [h('outcomesCsvLeftOut'), String(d.leftOut)],
    [],
    IDENTIFIED.map(h),
    ...ordered.map((r) => [
      r.membership_id,
      r.first_name,
      r.last_name,
      r.email,
      r.phone_number ?? '',
      r.admitted_on,
      ...scoreColumns(r),
      r.submitted_on,
      String(r.value),
      r.band ?? '',
    ]),
  ]);
}
