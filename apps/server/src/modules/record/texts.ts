import { createTranslator, intlLocale, LANGUAGES, type Language } from '@portal/i18n';
import { compileCatalogue } from '@portal/i18n/compile';
import { type DocumentTextKey, documentTexts } from '@portal/i18n/texts/document';

/** The record document's texts, each language compiled once at start (texts/document/record.ts). */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    createTranslator<DocumentTextKey>(
      lang,
      compileCatalogue(Object.fromEntries(Object.entries(documentTexts).map(([k, t]) => [k, t[lang]]))),
    ),
  ]),
) as Record<Language, (key: DocumentTextKey, values?: Record<string, unknown>) => string>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every character that could open a tag, an entity or end an attribute, escaped. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface DocumentWords {
  lang: Language;
  /** A catalogue text with its values filled in, escaped for HTML (names and words are the user's). */
  say: (key: DocumentTextKey, values?: Record<string, unknown>) => string;
  /** "November 20, 2026" for a calendar date ("2026-11-20"), whatever the zone. Not escaped. */
  day: (date: string) => string;
  /** An instant as date and time in the center's zone. Not escaped. */
  moment: (at: Date | string) => string;
  /** Whether the catalogue has a text for a key built at run time (a band code). */
  has: (key: string) => key is DocumentTextKey;
}

export function documentWords(lang: Language, timeZone: string): DocumentWords {
  const locale = intlLocale(lang);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return {
    lang,
    say: (key, values) => escapeHtml(translators[lang](key, values)),
    // Noon UTC stays on its calendar date whatever the formatter's zone.
    day: (date) => days.format(new Date(`${date}T12:00:00Z`)),
    moment: (at) => moments.format(typeof at === 'string' ? new Date(at) : at),
    has: (key): key is DocumentTextKey => Object.hasOwn(documentTexts, key),
  };
}
