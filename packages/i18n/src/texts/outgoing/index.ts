import { mail } from './mail';
import { push } from './push';

/**
 * What the server sends people outside an answer (e-mails, push titles), in the recipient's
 * language. Only the server reads these: no browser bundle carries them. The SMS code text is the
 * server catalogue's `phoneCodeSms` template.
 */
export const outgoingTexts = { ...mail, ...push };
export type OutgoingTextKey = keyof typeof outgoingTexts;
