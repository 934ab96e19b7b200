import { DEFAULT_CHECK_IN_MESSAGES } from '@portal/contracts';
import type { Texts } from '../types';

/**
 * A new center's three check-in messages (contracts' DEFAULT_CHECK_IN_MESSAGES, which the portal
 * offers the owner to keep or reword), in the patient's language. The server serves these while the
 * center's messages are still the defaults word for word; an owner's own words are never translated.
 */
export const checkInDefaults = {
  'checkIn.default.1': { en: DEFAULT_CHECK_IN_MESSAGES[0], es: 'Hoy me siento bien.' },
  'checkIn.default.2': { en: DEFAULT_CHECK_IN_MESSAGES[1], es: 'Hoy es un día difícil, pero sigo firme.' },
  'checkIn.default.3': { en: DEFAULT_CHECK_IN_MESSAGES[2], es: 'Necesito que alguien se comunique conmigo.' },
} as const satisfies Texts;
