import type { CurrentUserDto } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';

export interface NavItem {
  /** Its name, a text key (`t(item.name)`). */
  name: PortalTextKey;
  to: string;
  icon:
    | 'dashboard'
    | 'patients'
    | 'messages'
    | 'tasks'
    | 'events'
    | 'reserved'
    | 'staff'
    | 'notifications'
    | 'settings'
    | 'outcomes';
}

const DASHBOARD: NavItem = { name: 'nav.dashboard', to: '/dashboard', icon: 'dashboard' };
const PATIENTS: NavItem = { name: 'nav.patients', to: '/patients', icon: 'patients' };
const MESSAGES: NavItem = { name: 'nav.messages', to: '/chats', icon: 'messages' };
const TASKS: NavItem = { name: 'nav.tasks', to: '/tasks', icon: 'tasks' };
const EVENTS: NavItem = { name: 'nav.events', to: '/alumni-event', icon: 'events' };
const RESERVED: NavItem = { name: 'nav.reserved', to: '/reservations', icon: 'reserved' };
const STAFF: NavItem = { name: 'nav.staff', to: '/members', icon: 'staff' };
const NOTIFICATIONS: NavItem = { name: 'nav.notifications', to: '/notifications', icon: 'notifications' };
const OUTCOMES: NavItem = { name: 'nav.outcomes', to: '/outcomes', icon: 'outcomes' };
const SETTINGS: NavItem = { name: 'nav.settings', to: '/user-settings', icon: 'settings' };

export const isMessagesOnly = (u: CurrentUserDto) => u.is_expert || u.is_support;

/** Side navigation per role (spec §2, §6). */
export function sideNavItems(user: CurrentUserDto): NavItem[] {
  if (isMessagesOnly(user)) return [MESSAGES];
  const items = [DASHBOARD, PATIENTS, MESSAGES, TASKS, EVENTS, RESERVED, OUTCOMES];
  return user.is_owner ? [...items, STAFF, NOTIFICATIONS] : items;
}

/** The mobile footer (under 1024 px): dashboard, patients, messages, alumni events, then "More". */
export function footerItems(user: CurrentUserDto): NavItem[] {
  if (isMessagesOnly(user)) return [MESSAGES];
  return [DASHBOARD, PATIENTS, MESSAGES, EVENTS];
}

/**
 * What the footer's "More" menu holds: every side-navigation screen the footer has no room for, and
 * Settings, so each is two taps away on a phone (issue 20).
 */
export function moreItems(user: CurrentUserDto): NavItem[] {
  const inFooter = new Set(footerItems(user).map((i) => i.to));
  const rest = sideNavItems(user).filter((i) => !inFooter.has(i.to));
  return isMessagesOnly(user) ? rest : [...rest, SETTINGS];
}

/** Routes on which the navigation is hidden (spec §2). */
export const NAV_HIDDEN_PATHS = ['/profile', '/default-settings', '/user-settings', '/wizard'];
export const isNavHidden = (path: string) =>
  NAV_HIDDEN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
