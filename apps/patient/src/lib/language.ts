import { LANGUAGES, type Language } from '@portal/i18n';
import { endpoints } from './endpoints';
import { api } from './http';
import { texts } from './i18n';

/**
 * The patient's language (docs/decisions/languages.md): chosen on this device at once
 * (`texts.setLanguage` keeps it), and stored on the server when signed in, so e-mails, text messages
 * and notifications follow it. A failed save leaves the device's choice (the caller says so).
 */
export async function chooseLanguage(language: Language, signedIn: boolean) {
  await texts.setLanguage(language);
  if (signedIn) await api('PUT', endpoints.language, { language });
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * After sign-in: the server's stored language wins over this device's (chosen on another phone, or
 * at joining). With none stored yet, this device's choice is stored, so what the server sends matches
 * the screens. Never fails the sign-in.
 */
export async function adoptAccountLanguage(stored: unknown) {
  try {
    if (isLanguage(stored)) {
      if (stored !== texts.current().language) await texts.setLanguage(stored);
    } else if (stored === null) {
      await api('PUT', endpoints.language, { language: texts.current().language });
    }
  } catch {
    // Offline or refused: the device keeps its language; the next sign-in tries again.
  }
}
