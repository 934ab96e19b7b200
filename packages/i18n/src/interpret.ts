import type { Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { intlLocale, type Language } from './languages';

/**
 * The browsers' sentence function over compiled texts: the same sentences as `createTranslator`
 * (Lingui's runtime; `interpret.test.ts` compares the two on every text of every catalogue), without
 * Lingui in the first download and without its one costly habit: Lingui formats a plural's number
 * with `Intl.NumberFormat` even when the sentence does not show it ("day sober"), and a page's first
 * `Intl.NumberFormat` costs 40–100 ms of a phone's main thread (ICU's number data; the app's Home,
 * goal 8c's Total Blocking Time). Here a whole number below 1,000 is written as it is (no grouping,
 * Latin digits: what en-US and es-US give), and anything else through `Intl.NumberFormat`.
 */
export function createCompiledTranslator<K extends string>(
  lang: Language,
  compiled: Messages,
): (key: K, values?: Record<string, unknown>) => string {
  // Lingui's locales for `setupI18n({ locale, locales: [intlLocale(lang)] })`: the region's, then its default.
  const locales = [intlLocale(lang), 'en'];
  let plurals: Intl.PluralRules | undefined;
  const numberFormats = new Map<string, Intl.NumberFormat>();

  const number = (value: unknown, style?: string): string => {
    if (style === undefined && Number.isInteger(value) && Math.abs(value as number) < 1000) {
      return String(value);
    }
    const key = style ?? '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locales, { style } as Intl.NumberFormatOptions);
      numberFormats.set(key, format);
    }
    return format.format(value as number);
  };

  const OCTOTHORPE = '\u0000#\u0000';
  const render = (
    tokens: CompiledMessage | string,
    values: Record<string, unknown>,
    inPlural: boolean,
  ): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (token === '#' && inPlural) out += OCTOTHORPE;
      else if (typeof token === 'string') out += token;
      else {
        const [name, type, format] = token as [string, string?, Record<string, unknown>?];
        const value = values[name];
        let text: unknown = value;
        if (type === 'plural' || type === 'selectordinal') {
          const { offset = 0, ...rules } = (format ?? {}) as Record<string, CompiledMessage> & {
            offset?: number;
          };
          const n = value as number;
          plurals ??= new Intl.PluralRules(locales, { type: 'cardinal' });
          const rule =
            type === 'plural'
              ? plurals.select(n - offset)
              : new Intl.PluralRules(locales, { type: 'ordinal' }).select(n - offset);
          const branch = rules[String(value)] ?? rules[rule] ?? rules.other;
          const message = branch === undefined ? undefined : render(branch, values, true);
          text = message?.includes(OCTOTHORPE) ? message.split(OCTOTHORPE).join(number(n - offset)) : message;
        } else if (type === 'select') {
          const rules = (format ?? {}) as Record<string, CompiledMessage>;
          const branch = rules[String(value)] ?? rules.other;
          text = branch === undefined ? undefined : render(branch, values, false);
        } else if (type === 'number') {
          text = number(value, format as string | undefined);
        } else if (type) {
          // date and time: no catalogue uses them (the test says so); dates are formatted in code.
          text = String(value);
        }
        if (text != null) out += text;
      }
    }
    return out;
  };

  return (key, values = {}) => {
    const message = compiled[key] || key;
    const result = render(message, values, false);
    return ESCAPE.test(result) ? decodeEscapes(result) : result;
  };
}

const ESCAPE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;
const decodeEscapes = (text: string) =>
  text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_, unicode?: string, hex?: string) =>
    String.fromCharCode(Number.parseInt(unicode ?? hex ?? '', 16)),
  );
