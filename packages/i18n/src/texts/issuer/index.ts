import { invitation } from './invitation';
import { password } from './password';
import { signIn } from './sign-in';

/**
 * The embedded issuer's server-rendered pages (sign in, register, passwords, sign out, errors, the
 * invitation page), in the language the page picked (ui_locales, else Accept-Language). Only the
 * server reads these: no browser bundle carries them. Error sentences come from the server catalogue.
 */
export const issuerTexts = { ...signIn, ...password, ...invitation };
export type IssuerTextKey = keyof typeof issuerTexts;
