import { assessments } from './assessments';
import { common } from './common';
import { consents } from './consents';
import { dashboard } from './dashboard';
import { outcomes } from './outcomes';
import { plan } from './plan';
import { settings } from './settings';
import { shell } from './shell';

/**
 * Every text of the portal, one file an area. A new area's file is spread in here; a key is
 * "<area>.<name>", so two areas cannot collide.
 */
export const portalTexts = {
  ...common,
  ...shell,
  ...dashboard,
  ...assessments,
  ...plan,
  ...outcomes,
  ...consents,
  ...settings,
};
export type PortalTextKey = keyof typeof portalTexts;
