import type { Texts } from '../types';

/** Texts every screen of the patient app may use. */
export const common = {
  'common.loading': { en: 'Loading…', es: 'Cargando…' },
  'common.tryAgain': { en: 'Try again', es: 'Intentar de nuevo' },
  'common.back': { en: 'Back', es: 'Atrás' },
  'common.language': { en: 'Language', es: 'Idioma' },
  'common.somethingWrong': {
    en: 'Something went wrong. Please try again.',
    es: 'Algo salió mal. Inténtelo de nuevo.',
  },
  'common.offline': { en: 'You are offline.', es: 'No tiene conexión.' },
  'common.offlineTryAgain': {
    en: 'You are offline. Try again when you are back online.',
    es: 'No tiene conexión. Inténtelo de nuevo cuando vuelva a estar en línea.',
  },
  /** The center's own phone as a button (crisis help, the consent refusal, Ask for a call). */
  'common.callCenter': { en: 'Call {center}', es: 'Llamar a {center}' },
} as const satisfies Texts;
