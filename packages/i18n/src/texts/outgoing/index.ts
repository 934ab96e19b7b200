import { checkInDefaults } from './check-in';
import { mail } from './mail';
import { push } from './push';

/**
 * What the server writes for people outside a screen's own texts (e-mails, push titles, a new
 * center's check-in messages), in the recipient's language. Only the server reads these: no browser
 * bundle carries them. The SMS code text is the server catalogue's `phoneCodeSms` template.
 */
export const outgoingTexts = { ...mail, ...push, ...checkInDefaults };
export type OutgoingTextKey = keyof typeof outgoingTexts;
