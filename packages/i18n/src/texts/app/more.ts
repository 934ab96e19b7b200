import type { Texts } from '../types';

/** The More tab (its links are named by the titles of the screens they open). */
export const more = {
  'more.signedInAs': { en: 'Signed in as {email}', es: 'Sesión iniciada como {email}' },
} as const satisfies Texts;
