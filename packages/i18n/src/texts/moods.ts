import type { Texts } from './types';

/** The six moods' names (spec: 20 Sad … 100 Happy), in both apps: one translation, wherever a mood shows. */
export const moods = {
  'mood.20': { en: 'Sad', es: 'Triste' },
  'mood.30': { en: 'Stressed', es: 'Estresado/a' },
  'mood.40': { en: 'Scared', es: 'Con miedo' },
  'mood.80': { en: 'Relaxed', es: 'Relajado/a' },
  'mood.90': { en: 'Confident', es: 'Seguro/a' },
  'mood.100': { en: 'Happy', es: 'Feliz' },
} as const satisfies Texts;
