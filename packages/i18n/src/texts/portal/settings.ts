import type { Texts } from '../types';

/** User settings and the center's default settings: the language choices. */
export const settings = {
  'settings.languageHint': {
    en: 'The portal, and the e-mails it sends you, use this language.',
    es: 'El portal, y los correos electrónicos que le envía, usan este idioma.',
  },
  'settings.languageSaved': { en: 'Your language was saved.', es: 'Se guardó su idioma.' },
  'settings.languageSaveFailed': {
    en: 'The language changed on this computer, but it could not be saved to your account. Try again.',
    es: 'El idioma cambió en esta computadora, pero no se pudo guardar en su cuenta. Inténtelo de nuevo.',
  },
  'settings.defaultLanguage': { en: 'Language for new patients', es: 'Idioma para pacientes nuevos' },
  'settings.defaultLanguageHint': {
    en: 'Invitations go out in it, and it is the app language of a new patient who chose none.',
    es: 'Las invitaciones se envían en este idioma, y es el idioma de la aplicación de un paciente nuevo que no eligió ninguno.',
  },
  'settings.patientLanguage': { en: 'Language', es: 'Idioma' },
  'settings.patientLanguageNone': { en: 'Not chosen', es: 'No elegido' },
} as const satisfies Texts;
