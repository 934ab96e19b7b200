import { account } from './account';
import { assessments } from './assessments';
import { checkIn } from './check-in';
import { common } from './common';
import { consentGate } from './consent-gate';
import { contact } from './contact';
import { join } from './join';
import { messagesTexts } from './messages';
import { more } from './more';
import { notifications } from './notifications';
import { privacy } from './privacy';
import { shell } from './shell';
import { today } from './today';
import { welcome } from './welcome';

/**
 * Every text of the patient app, one file an area. A new area's file is spread in here; a key is
 * "<area>.<name>", so two areas cannot collide.
 */
export const appTexts = {
  ...common,
  ...shell,
  ...today,
  ...checkIn,
  ...assessments,
  ...contact,
  ...messagesTexts,
  ...join,
  ...notifications,
  ...consentGate,
  ...privacy,
  ...welcome,
  ...account,
  ...more,
};
export type AppTextKey = keyof typeof appTexts;
