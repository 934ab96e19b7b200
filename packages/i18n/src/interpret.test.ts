import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createCompiledTranslator } from './interpret';
import { LANGUAGES } from './languages';
import { placeholders } from './placeholders';
import { compiledTexts, TEXT_DOMAINS } from './texts/compiled';
import { createTranslator } from './translate';

type Token = CompiledMessage[number];

/** Every ICU type a message uses, and each select's branch names, nested branches included. */
function walk(message: CompiledMessage, types: Set<string>, selects: Map<string, string[]>) {
  for (const token of message as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type) types.add(type);
    if (!format || typeof format !== 'object') continue;
    if (type === 'select') selects.set(name, Object.keys(format));
    for (const [branch, value] of Object.entries(format))
      if (branch !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage, types, selects);
  }
}

// The browsers' sentence function is not Lingui's (it keeps Lingui and a costly Intl.NumberFormat out
// of the first screen): it must give the same sentence for every text, value and language.
describe('the browsers’ sentence function', () => {
  for (const domain of TEXT_DOMAINS) {
    for (const lang of LANGUAGES) {
      it(`gives Lingui's sentence for every ${domain} text in ${lang}`, () => {
        const compiled = compiledTexts(domain, lang);
        const lingui = createTranslator<string>(lang, compiled);
        const ours = createCompiledTranslator<string>(lang, compiled);
        const types = new Set<string>();
        let compared = 0;
        for (const [key, message] of Object.entries(compiled)) {
          const names = typeof message === 'string' ? new Set<string>() : placeholders(message);
          const selects = new Map<string, string[]>();
          if (typeof message !== 'string') walk(message, types, selects);
          const all = (value: unknown) => Object.fromEntries([...names].map((n) => [n, value]));
          const cases: Record<string, unknown>[] = [
            {},
            all('Ana'),
            ...[0, 1, 2, 5, 21, 999, 1000, 1234, 2.5, -3].map(all),
          ];
          for (const [name, branches] of selects)
            for (const branch of [...branches, 'unknown'])
              for (const n of [1, 3, 1500]) cases.push({ ...all(n), [name]: branch });
          for (const values of cases) {
            expect(ours(key, values), `${key} ${JSON.stringify(values)}`).toBe(lingui(key, values));
            compared++;
          }
        }
        expect(compared).toBeGreaterThan(100);
        // Dates are formatted in code; a text that formats one would need its case here.
        expect([...types].filter((t) => !['plural', 'select', 'number'].includes(t))).toEqual([]);
      });
    }
  }

  // Lingui's runtime makes one for "days sober" too (its plural formats the number in every case).
  it('writes no plural’s number through Intl.NumberFormat unless it shows one from 1,000 up', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      const t = createCompiledTranslator<string>('en', compiledTexts('app', 'en'));
      expect(t('today.daysSober', { count: 12 })).toBe('days sober');
      expect(t('today.unread', { count: 3 })).toBe('3 unread messages');
      expect(made).toBe(0);
      expect(t('today.unread', { count: 1200 })).toBe('1,200 unread messages');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('shows a key that has no text as itself', () => {
    expect(createCompiledTranslator<string>('es', {})('home.nothing')).toBe('home.nothing');
  });
});
