import { record } from './record';

/**
 * Documents the server makes for a person to keep or print (the patient's own record), in their
 * language. Only the server reads these: no browser bundle carries them.
 */
export const documentTexts = { ...record };
export type DocumentTextKey = keyof typeof documentTexts;
