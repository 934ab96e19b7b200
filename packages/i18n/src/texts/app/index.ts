import { common } from './common';

/**
 * Every text of the patient app, one file an area. A new area's file is spread in here; a key is
 * "<area>.<name>", so two areas cannot collide.
 */
export const appTexts = { ...common };
export type AppTextKey = keyof typeof appTexts;
