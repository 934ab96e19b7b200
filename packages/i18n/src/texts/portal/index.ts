import { access } from './access';
import { alerts } from './alerts';
import { assessments } from './assessments';
import { center } from './center';
import { chat } from './chat';
import { common } from './common';
import { consents } from './consents';
import { contactNow } from './contact-now';
import { dashboard } from './dashboard';
import { events } from './events';
import { fhirSystems } from './fhir-systems';
import { invitations } from './invitations';
import { notes } from './notes';
import { notifications } from './notifications';
import { outcomes } from './outcomes';
import { patients } from './patients';
import { plan } from './plan';
import { reports } from './reports';
import { reservations } from './reservations';
import { settings } from './settings';
import { shell } from './shell';
import { staff } from './staff';
import { tasks } from './tasks';
import { wizard } from './wizard';

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
  ...fhirSystems,
  ...settings,
  ...patients,
  ...notes,
  ...reports,
  ...access,
  ...alerts,
  ...chat,
  ...contactNow,
  ...events,
  ...notifications,
  ...center,
  ...staff,
  ...wizard,
  ...invitations,
  ...reservations,
  ...tasks,
};
export type PortalTextKey = keyof typeof portalTexts;
