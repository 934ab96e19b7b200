import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import { lazyScreen } from './lazy';
import { OutcomesLoading } from './outcomes-loading';

/**
 * The portal's screens by path (spec §2). Each feature puts its page here when it lands; until then
 * the path shows an honest empty page. Access rules live in auth/access.ts. Every screen is a lazy
 * chunk (issue 13, goal 7): the first download is the shell, and each screen's code, with its own
 * libraries (charts, dropzone, date pickers), comes when the screen is opened.
 */
const lazyScreens = {
  // The screens the portal opens on most show their title before their code arrives (issue 22).
  '/dashboard': lazyScreen(
    () => import('./dashboard-screen').then((m) => m.DashboardScreen),
    'nav.dashboard',
  ),
  '/patients': lazyScreen(() => import('./patients-screen').then((m) => m.PatientsScreen), 'patients.title'),
  '/chats/*': lazyScreen(() => import('./chat-screen').then((m) => m.ChatScreen)),
  '/tasks': lazyScreen(() => import('../features/tasks').then((m) => m.TasksPage)),
  '/alumni-event': lazyScreen(() => import('../features/events').then((m) => m.EventsPage)),
  '/reservations': lazyScreen(() => import('../features/reservations').then((m) => m.ReservationsPage)),
  '/members': lazyScreen(() => import('./center-screens').then((m) => m.MembersScreen)),
  '/notifications': lazyScreen(() => import('./notifications-screen').then((m) => m.NotificationsScreen)),
  '/contact-now': lazyScreen(() => import('../features/contact-now').then((m) => m.ContactNowPage)),
  '/profile': lazyScreen(() => import('./center-screens').then((m) => m.ProfileScreen)),
  '/default-settings': lazyScreen(() => import('./center-screens').then((m) => m.DefaultSettingsScreen)),
  '/user-settings': lazyScreen(() => import('./center-screens').then((m) => m.UserSettingsScreen)),
  '/wizard': lazyScreen(() => import('./center-screens').then((m) => m.WizardScreen)),
  '/outcomes': lazyScreen(() => import('./outcomes-screen').then((m) => m.OutcomesScreen), OutcomesLoading),
};

export const screens: { path: string; element: ReactNode }[] = Object.entries(lazyScreens).map(
  ([path, Screen]) => ({ path, element: <Screen /> }),
);

/**
 * Starts the download of the screen at `pathname`, so a portal opened on /patients fetches the
 * patients screen while it signs in, instead of after.
 */
export function preloadScreen(pathname: string) {
  const entry = Object.entries(lazyScreens).find(([path]) => matchPath(path, pathname));
  // A failed download is not an error here: the screen loads itself again when it renders.
  entry?.[1].preload().catch(() => undefined);
}
