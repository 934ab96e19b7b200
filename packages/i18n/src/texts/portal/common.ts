import type { Texts } from '../types';

/** Texts every screen of the portal may use. */
export const common = {
  'common.loading': { en: 'Loading…', es: 'Cargando…' },
  'common.tryAgain': { en: 'Try again', es: 'Intentar de nuevo' },
  'common.cancel': { en: 'Cancel', es: 'Cancelar' },
  'common.save': { en: 'Save', es: 'Guardar' },
  'common.language': { en: 'Language', es: 'Idioma' },
  // Every modal's close button (the theme's default, set by the providers in the current language).
  'common.close': { en: 'Close', es: 'Cerrar' },
} as const satisfies Texts;
