import { validationMessages } from '@portal/contracts';
import { createTranslator, type Language, type ValidationRule } from '@portal/i18n';
import { es } from '@portal/i18n/catalogues/es';
import { compileCatalogue } from '@portal/i18n/compile';
import { catalogueSentence, validationSentenceKey } from '@portal/i18n/sentences';

/** Spanish, compiled once at start. English needs no translator: the server's sentences are English. */
const spanish = createTranslator('es', compileCatalogue(es));

/** A sentence of the server catalogue in Spanish (the SMS code text; English is contracts' own). */
export const spanishSentence = spanish;

/** A validation sentence, by its rule: the English from contracts, the Spanish from the catalogue. */
export function validationSentence(
  lang: Language,
  rule: ValidationRule,
  field: string,
  arg?: number | bigint | string,
): string {
  const say = validationMessages[rule] as (field: string, arg: unknown) => string;
  if (lang === 'en') return say(field, arg);
  const { key, values } = validationSentenceKey(lang, rule, field, arg);
  return spanish(key, values);
}

/**
 * A catalogue sentence in the caller's language; a text the catalogue does not hold stays as it is.
 * Services throw HttpError with the English sentence and contracts' schemas carry English messages,
 * so the error handler receives text: `catalogueSentence` (shared with the portal's forms) reads the
 * key and values back out of it.
 */
export function localize(text: string, lang: Language): string {
  if (lang === 'en') return text;
  const sentence = catalogueSentence(text, lang);
  return sentence ? spanish(sentence.key, sentence.values) : text;
}
