import type { Texts } from '../types';

/** Texts every screen of the patient app may use. */
export const common = {
  'common.loading': { en: 'Loading…', es: 'Cargando…' },
  'common.tryAgain': { en: 'Try again', es: 'Intentar de nuevo' },
  'common.back': { en: 'Back', es: 'Atrás' },
  'common.language': { en: 'Language', es: 'Idioma' },
} as const satisfies Texts;
