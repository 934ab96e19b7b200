import { describe, expect, it } from 'vitest';
import { intlLocale, negotiate } from './languages';

describe('negotiate', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['ES-us', 'es'],
    ['es-MX,es;q=0.9,en-US;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['en;q=0.4, es-419;q=0.6', 'es'],
    ['es;q=0, en', 'en'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
    ['estonian', 'en'],
    ['es;q=abc', 'en'],
  ])('%s → %s', (header, lang) => {
    expect(negotiate(header)).toBe(lang);
  });

  it('breaks a tie by the order of the header', () => {
    expect(negotiate('en, es')).toBe('en');
    expect(negotiate('es, en')).toBe('es');
  });
});

describe('intlLocale', () => {
  it('formats in the United States English or Spanish', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });
});
