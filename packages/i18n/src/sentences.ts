import {
  invalidTransitionMessage,
  type MessageKey,
  messages,
  sessionIdleMessage,
  sessionMaxMessage,
  unknownAddictionMessage,
  validationMessages,
} from '@portal/contracts';
import { type ValidationRule, validationArgument } from './catalogues/templates';
import { esFieldLabels } from './fields';
import type { Language } from './languages';
import type { CatalogueKey } from './translate';

/** A catalogue sentence as its key and values: `t(key, values)` says it in a language. */
export interface CatalogueSentence {
  key: CatalogueKey;
  values?: Record<string, unknown>;
}

/** The name of a field the English sentence names, in `lang` ("Full Name" → "Nombre completo"). */
const fieldIn = (lang: Language, english: string) =>
  lang === 'es' ? (esFieldLabels[english] ?? english) : english;

/** A validation sentence by its rule, with the field named in `lang`. */
export function validationSentenceKey(
  lang: Language,
  rule: ValidationRule,
  field: string,
  arg?: number | bigint | string,
): CatalogueSentence {
  // The whole request (an empty path) has no field to name: the general sentence says it better
  // (English keeps the template's own words, as it always has).
  if (field === 'The request' && lang !== 'en') return { key: 'invalidInput' };
  const name = validationArgument[rule];
  const value = typeof arg === 'bigint' ? Number(arg) : arg;
  return {
    key: `validation.${rule}`,
    values: { field: fieldIn(lang, field), ...(name ? { [name]: value } : {}) },
  };
}

/**
 * The bridge from English sentences to catalogue keys (docs/decisions/languages.md), for the server's
 * answers and the portal's own validation alike: services throw English sentences and contracts'
 * schemas carry them, so text arrives, not keys. Both indexes are built once, on first import.
 * Fixed sentences map by exact text; sentences built from a template are recognised by the
 * template's shape, their values captured.
 */
const keyOfFixed = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

interface Shape {
  pattern: RegExp;
  read: (captured: string[], lang: Language) => CatalogueSentence;
  /** The sentence's length without its values: the longer, the more specific. */
  specificity: number;
}
const A = '\u0000A';
const B = '\u0000B';
/** A template's sentence as a pattern capturing its arguments: `first` for the first, `.+` for the second. */
function shape(template: (a: never, b: never) => string, first: string, read: Shape['read']): Shape {
  const sample = template(A as never, B as never);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    pattern: new RegExp(`^${escaped.replace(A, `(${first})`).replace(B, '(.+)')}$`),
    read,
    specificity: sample.length,
  };
}
// min and max are counts (Spanish plurals choose by them); `values` of oneOf is a list, kept as text.
const numeric = (name: string | undefined, value: string) =>
  name === 'min' || name === 'max' ? Number(value) : value;

const shapes: Shape[] = [
  ...(Object.entries(validationMessages) as [ValidationRule, (a: never, b: never) => string][]).map(
    ([rule, template]) =>
      // A validation sentence starts with the field's name, capitalised (as in contracts).
      shape(template, '[A-Z][^.]*?', ([field = '', arg = ''], lang) =>
        validationSentenceKey(lang, rule, field, numeric(validationArgument[rule], arg)),
      ),
  ),
  shape(unknownAddictionMessage, '.+', ([value = '']) => ({ key: 'unknownAddiction', values: { value } })),
  shape(invalidTransitionMessage, '.+', ([from = '', to = '']) => ({
    key: 'invalidTransition',
    values: { from, to },
  })),
  shape(sessionIdleMessage, '\\d+', ([m]) => ({ key: 'sessionIdle', values: { minutes: Number(m) } })),
  shape(sessionMaxMessage, '\\d+', ([h]) => ({ key: 'sessionMax', values: { hours: Number(h) } })),
]
  // The longest template first: "at least 3 characters long" is tooShort, not atLeast of "3 characters long".
  .sort((x, y) => y.specificity - x.specificity);

/**
 * The catalogue key and values of one of the contracts' English sentences, a field's name given in
 * `lang`; undefined for a text the catalogue does not hold (a user's words, an already translated one).
 */
export function catalogueSentence(text: string, lang: Language): CatalogueSentence | undefined {
  const key = keyOfFixed.get(text);
  if (key) return { key };
  for (const { pattern, read } of shapes) {
    const match = pattern.exec(text);
    if (match) return read(match.slice(1), lang);
  }
  return undefined;
}
