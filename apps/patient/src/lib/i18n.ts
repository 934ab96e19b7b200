import { createTexts } from '@portal/client/texts';
import type { AppTextKey } from '@portal/i18n/texts/app';

/**
 * The app's texts in the patient's language (docs/decisions/languages.md): each language a file of
 * its own, fetched when chosen. Screens call `useT()`; a text is a key of
 * `packages/i18n/src/texts/app/`, never a literal (the literal-text check fails on one).
 */
export const texts = createTexts<AppTextKey>({
  en: [() => import('virtual:texts/app/en')],
  es: [() => import('virtual:texts/app/es')],
});

/** The sentence function of the current language, for a component. */
export const useT = () => texts.useTexts().t;
/** The language and its `Intl` locale, for a component that formats dates and numbers. */
export const useLanguage = () => {
  const { language, locale } = texts.useTexts();
  return { language, locale, setLanguage: texts.setLanguage };
};
