import type { Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { MessageKey } from '@portal/contracts';
import type { TemplateKey } from './catalogues/templates';
import { intlLocale, type Language } from './languages';

/** A key of the catalogues: a fixed sentence of contracts' `messages`, or a template. */
export type CatalogueKey = MessageKey | TemplateKey;
export type Translate = (key: CatalogueKey, values?: Record<string, unknown>) => string;

/**
 * The sentence function of one language, over a compiled catalogue (see `compileCatalogue`; the
 * browsers will get theirs compiled at build time so the ICU parser stays out of their bundles).
 * One Lingui instance per language, never switched, so concurrent server requests cannot mix.
 */
export function createTranslator<K extends string = CatalogueKey>(
  lang: Language,
  compiled: Messages,
): (key: K, values?: Record<string, unknown>) => string {
  const i18n = setupI18n({ locale: lang, locales: [intlLocale(lang)], messages: { [lang]: compiled } });
  return (key, values) => i18n._(key, values);
}

/** A language's catalogue (source ICU texts), loaded on demand so a bundle carries only the one it uses. */
export const loadCatalogue = async (lang: Language): Promise<Record<CatalogueKey, string>> =>
  lang === 'es' ? (await import('./catalogues/es')).es : (await import('./catalogues/en')).en;
