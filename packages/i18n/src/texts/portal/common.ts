import type { Texts } from '../types';

/** Texts every screen of the portal may use. */
export const common = {
  'common.loading': { en: 'Loading…', es: 'Cargando…' },
  'common.tryAgain': { en: 'Try again', es: 'Intentar de nuevo' },
  'common.cancel': { en: 'Cancel', es: 'Cancelar' },
  'common.save': { en: 'Save', es: 'Guardar' },
  'common.language': { en: 'Language', es: 'Idioma' },
} as const satisfies Texts;
