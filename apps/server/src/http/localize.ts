import {
  invalidTransitionMessage,
  type MessageKey,
  messages,
  sessionIdleMessage,
  sessionMaxMessage,
  unknownAddictionMessage,
  validationMessages,
} from '@portal/contracts';
import {
  createTranslator,
  esFieldLabels,
  type Language,
  type ValidationRule,
  validationArgument,
} from '@portal/i18n';
import { es } from '@portal/i18n/catalogues/es';
import { compileCatalogue } from '@portal/i18n/compile';

/** Spanish, compiled once at start. English needs no translator: the server's sentences are English. */
const spanish = createTranslator('es', compileCatalogue(es));

/** A sentence of the server catalogue in Spanish (the SMS code text; English is contracts' own). */
export const spanishSentence = spanish;

/** The Spanish name of a field the English sentence names ("Full Name" → "Nombre completo"). */
const spanishField = (english: string) => esFieldLabels[english] ?? english;

/** A validation sentence, by its rule: the English from contracts, the Spanish from the catalogue. */
export function validationSentence(
  lang: Language,
  rule: ValidationRule,
  field: string,
  arg?: number | bigint | string,
): string {
  const say = validationMessages[rule] as (field: string, arg: unknown) => string;
  if (lang === 'en') return say(field, arg);
  // The whole request (an empty path) has no field to name: the general sentence says it better.
  if (field === 'The request') return spanish('invalidInput');
  const name = validationArgument[rule];
  const value = typeof arg === 'bigint' ? Number(arg) : arg;
  return spanish(`validation.${rule}`, { field: spanishField(field), ...(name ? { [name]: value } : {}) });
}

/**
 * The bridge from English sentences to catalogue keys. Services throw HttpError with the English
 * sentence and contracts' schemas carry English messages, so the error handler receives text, not
 * keys; both indexes below are built once at start. Fixed sentences map by exact text; sentences
 * built from a template are recognised by the template's shape, their values captured.
 */
const keyOfSentence = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

interface Shape {
  pattern: RegExp;
  render: (captured: string[]) => string;
  /** The sentence's length without its values: the longer, the more specific. */
  specificity: number;
}
const A = '\u0000A';
const B = '\u0000B';
/** A template's sentence as a pattern capturing its arguments: `first` for the first, `.+` for the second. */
function shape(template: (a: never, b: never) => string, first: string, render: Shape['render']): Shape {
  const sample = template(A as never, B as never);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    pattern: new RegExp(`^${escaped.replace(A, `(${first})`).replace(B, '(.+)')}$`),
    render,
    specificity: sample.length,
  };
}
const numeric = (name: string | undefined, value: string) =>
  name === 'min' || name === 'max' ? Number(value) : value;

const shapes: Shape[] = [
  ...(Object.entries(validationMessages) as [ValidationRule, (a: never, b: never) => string][]).map(
    ([rule, template]) =>
      // A validation sentence starts with the field's name, capitalised (as in contracts).
      shape(template, '[A-Z][^.]*?', ([field = '', arg = '']) =>
        validationSentence('es', rule, field, numeric(validationArgument[rule], arg) as number | string),
      ),
  ),
  shape(unknownAddictionMessage, '.+', ([value]) => spanish('unknownAddiction', { value })),
  shape(invalidTransitionMessage, '.+', ([from, to]) => spanish('invalidTransition', { from, to })),
  shape(sessionIdleMessage, '\\d+', ([m]) => spanish('sessionIdle', { minutes: Number(m) })),
  shape(sessionMaxMessage, '\\d+', ([h]) => spanish('sessionMax', { hours: Number(h) })),
]
  // The longest template first: "at least 3 characters long" is tooShort, not atLeast of "3 characters long".
  .sort((x, y) => y.specificity - x.specificity);

/** A catalogue sentence in the caller's language; a text the catalogue does not hold stays as it is. */
export function localize(text: string, lang: Language): string {
  if (lang === 'en') return text;
  const key = keyOfSentence.get(text);
  if (key) return spanish(key);
  for (const { pattern, render } of shapes) {
    const match = pattern.exec(text);
    if (match) return render(match.slice(1));
  }
  return text;
}
