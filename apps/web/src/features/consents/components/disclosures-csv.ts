import type { Consent, Disclosure } from '@portal/contracts';
import Papa from 'papaparse';

/**
 * The accounting of disclosures as CSV: one row per disclosure, the consent named by its form and
 * version. Cells that a spreadsheet would run as a formula are neutralised (`escapeFormulae`, as the
 * access-history export does): a recipient typed as `=HYPERLINK(…)` stays text.
 */
export function disclosuresCsv(
  header: string[],
  disclosures: Disclosure[],
  consents: Consent[],
  formatDate: (iso: string) => string,
): string {
  const byId = new Map(consents.map((c) => [c.id, c]));
  const rows = disclosures.map((d) => {
    const c = byId.get(d.consent_id);
    return [
      formatDate(d.disclosed_at),
      d.recipient,
      d.what,
      d.purpose,
      c ? `${c.template_key} v${c.template_version}` : d.consent_id,
    ];
  });
  return `${Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** Saves text as a file download. */
export function saveText(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
