import { tryAgainInMessage } from '@portal/contracts';
import { createTranslator, LANGUAGES, type Language, negotiate, tryAgainInValues } from '@portal/i18n';
import { compileCatalogue } from '@portal/i18n/compile';
import { type IssuerTextKey, issuerTexts } from '@portal/i18n/texts/issuer';
import { localize, spanishSentence } from '../../../http/localize';

/** The issuer pages' texts, each language compiled once at start (packages/i18n/src/texts/issuer). */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    createTranslator<IssuerTextKey>(
      lang,
      compileCatalogue(Object.fromEntries(Object.entries(issuerTexts).map(([k, t]) => [k, t[lang]]))),
    ),
  ]),
) as Record<Language, (key: IssuerTextKey, values?: Record<string, unknown>) => string>;

/** What an issuer page needs to speak one language. Texts are plain: the pages escape them. */
export interface Words {
  lang: Language;
  say: (key: IssuerTextKey, values?: Record<string, unknown>) => string;
  /** A sentence of the server catalogue (an error, a notice) in this language. */
  sentence: (english: string) => string;
  /** "Too many attempts. Try again in 5 minutes." in this language, from Retry-After's seconds. */
  tryAgainIn: (seconds: number) => string;
}

const cache = new Map<Language, Words>();
export function wordsFor(lang: Language): Words {
  let words = cache.get(lang);
  if (!words) {
    const say = translators[lang];
    words = {
      lang,
      say,
      sentence: (english) => localize(english, lang),
      tryAgainIn: (seconds) =>
        lang === 'en' ? tryAgainInMessage(seconds) : spanishSentence('tryAgainIn', tryAgainInValues(seconds)),
    };
    cache.set(lang, words);
  }
  return words;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The first language of an OIDC `ui_locales` value ("es-US en": space-separated BCP 47 tags, most
 * preferred first) that the product speaks, its region ignored; undefined when none is.
 */
export function uiLocale(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.trim().split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * The language of an issuer page: `ui_locales` (the authorization request's, or the page address's)
 * when it names one we speak, else the browser's Accept-Language, else English.
 */
export const pageLanguage = (
  headers: { 'accept-language'?: string | string[] | undefined },
  uiLocales?: unknown,
): Language => {
  const header = headers['accept-language'];
  return uiLocale(uiLocales) ?? negotiate(Array.isArray(header) ? header.join(',') : header);
};
