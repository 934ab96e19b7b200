import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { placeholders } from '../placeholders';
import { appTexts } from './app';
import { compiledTexts, TEXT_DOMAINS } from './compiled';
import { documentTexts } from './document';
import { issuerTexts } from './issuer';
import { outgoingTexts } from './outgoing';
import { portalTexts } from './portal';

/**
 * A text with a word in it ("Back"), not a code, a unit or a number the two languages share
 * ("PHQ-9", "988", "{minutes} min").
 */
const hasWords = (text: string) => /\p{Ll}{4,}/u.test(text.replace(/\{[^}]*\}/g, ''));

describe.each([
  ['app', appTexts],
  ['portal', portalTexts],
  ['outgoing', outgoingTexts],
  ['document', documentTexts],
  ['issuer', issuerTexts],
] as const)('the %s texts', (_domain, texts) => {
  const entries = Object.entries(texts) as [string, { en: string; es: string }][];

  it('every key is "<area>.<name>"', () => {
    expect(
      entries.map(([key]) => key).filter((key) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/.test(key)),
    ).toEqual([]);
  });

  it('every text has its Spanish, not the English copied over', () => {
    expect(
      entries.filter(([, t]) => !t.es.trim() || (hasWords(t.en) && t.es === t.en)).map(([k]) => k),
    ).toEqual([]);
  });

  it('every text is valid ICU with the same placeholders in both languages', () => {
    const mismatched = entries.filter(([, t]) => {
      const english = [...placeholders(compileMessageOrThrow(t.en))].sort().join();
      const spanish = [...placeholders(compileMessageOrThrow(t.es))].sort().join();
      return english !== spanish;
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('compiledTexts', () => {
  it('gives one language of a domain, each key once', () => {
    for (const domain of TEXT_DOMAINS)
      for (const lang of LANGUAGES)
        expect(Object.keys(compiledTexts(domain, lang)).length).toBeGreaterThan(0);
    expect(compiledTexts('app', 'es')['common.back']).toEqual(['Atrás']);
    expect(compiledTexts('app', 'en')['common.back']).toEqual(['Back']);
  });
});
