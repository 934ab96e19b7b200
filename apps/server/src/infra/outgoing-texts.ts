import { phoneCodeSmsText } from '@portal/contracts';
import { createTranslator, LANGUAGES, type Language } from '@portal/i18n';
import { compileCatalogue } from '@portal/i18n/compile';
import { type OutgoingTextKey, outgoingTexts } from '@portal/i18n/texts/outgoing';
import { spanishSentence } from '../http/localize';

/**
 * What the server sends people (e-mails, push titles, the SMS code) in the recipient's language
 * (docs/decisions/languages.md): each language compiled once at start, one translator each.
 */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    createTranslator<OutgoingTextKey>(
      lang,
      compileCatalogue(Object.fromEntries(Object.entries(outgoingTexts).map(([k, t]) => [k, t[lang]]))),
    ),
  ]),
) as Record<Language, (key: OutgoingTextKey, values?: Record<string, unknown>) => string>;

export const outgoingText = (lang: Language, key: OutgoingTextKey, values?: Record<string, unknown>) =>
  translators[lang](key, values);

/** The SMS with a sign-up code: the server catalogue's template, English byte for byte as before. */
export const phoneCodeSms = (lang: Language, code: string) =>
  lang === 'es' ? spanishSentence('phoneCodeSms', { code }) : phoneCodeSmsText(code);

/** A new center's three check-in messages in `lang` (the English ones are contracts' defaults). */
export const defaultCheckInMessages = (lang: Language) =>
  ([1, 2, 3] as const).map((n) => outgoingText(lang, `checkIn.default.${n}`));

/** "Hello Ana," / "Hello," in the recipient's language (a name is never translated). */
export const mailGreeting = (lang: Language, name: string) =>
  outgoingText(lang, 'mail.greeting', { hasName: name ? 'yes' : 'no', name });
