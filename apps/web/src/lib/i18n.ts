import { createTexts } from '@portal/client/texts';
import type { CatalogueKey } from '@portal/i18n';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import dayjs from 'dayjs';

/**
 * The portal's texts in the staff member's language (docs/decisions/languages.md): its screens'
 * texts and the server's sentences (forms validate with the contracts' messages), each language
 * fetched when chosen. Screens call `useT()`; a text is a key of `packages/i18n/src/texts/portal/`
 * or of the contracts' messages, never a literal (the literal-text check fails on one).
 */
export const texts = createTexts<PortalTextKey | CatalogueKey>(
  {
    en: [() => import('virtual:texts/portal/en'), () => import('virtual:texts/server/en')],
    es: [
      () => import('virtual:texts/portal/es'),
      () => import('virtual:texts/server/es'),
      // dayjs's names of days and months (the portal's dates avoid Intl: see recent-check-ins.tsx).
      () => import('dayjs/locale/es').then(() => ({ default: {} })),
    ],
  },
  (language) => dayjs.locale(language),
);

/** The sentence function of the current language, for a component. */
export const useT = () => texts.useTexts().t;
/** The language and its `Intl` locale, for a component that formats dates and numbers. */
export const useLanguage = () => {
  const { language, locale } = texts.useTexts();
  return { language, locale, setLanguage: texts.setLanguage };
};
