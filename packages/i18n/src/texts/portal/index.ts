import { common } from './common';

/**
 * Every text of the portal, one file an area. A new area's file is spread in here; a key is
 * "<area>.<name>", so two areas cannot collide.
 */
export const portalTexts = { ...common };
export type PortalTextKey = keyof typeof portalTexts;
