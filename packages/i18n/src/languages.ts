/** The languages the product speaks; English is the spec's own text and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Each language by its own name, in every language: a person who cannot read the screen's current
 * language still finds theirs in a language switch. Not translated on purpose.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language to answer in, from an Accept-Language header or a stored preference ("es",
 * "es-MX", "es-419;q=0.8, en;q=0.5"): the supported language with the highest q-value, its region
 * ignored; English when nothing supported is asked for.
 */
export function negotiate(header: string | null | undefined): Language {
  if (!header) return 'en';
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Equal q: the first listed wins, as the header orders preferences.
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? 'en';
}

/** The locale `Intl` formats dates and numbers in: the United States' English or Spanish. */
export const intlLocale = (lang: Language): 'en-US' | 'es-US' => (lang === 'es' ? 'es-US' : 'en-US');
