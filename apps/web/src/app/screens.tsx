import type { ReactNode } from 'react';
import { ContactNowPage } from '../features/contact-now';
import { EventsPage } from '../features/events';
import { ReservationsPage } from '../features/reservations';
import { TasksPage } from '../features/tasks';
import {
  DefaultSettingsScreen,
  MembersScreen,
  ProfileScreen,
  UserSettingsScreen,
  WizardScreen,
} from './center-screens';
import { ChatScreen } from './chat-screen';
import { DashboardScreen } from './dashboard-screen';
import { NotificationsScreen } from './notifications-screen';
import { PatientsScreen } from './patients-screen';

/**
 * The portal's screens by path (spec §2). Each feature puts its page here when it lands; until then
 * the path shows an honest empty page. Access rules live in auth/access.ts.
 */
export const screens: { path: string; element: ReactNode }[] = [
  { path: '/dashboard', element: <DashboardScreen /> },
  { path: '/patients', element: <PatientsScreen /> },
  { path: '/chats/*', element: <ChatScreen /> },
  { path: '/tasks', element: <TasksPage /> },
  { path: '/alumni-event', element: <EventsPage /> },
  { path: '/reservations', element: <ReservationsPage /> },
  { path: '/members', element: <MembersScreen /> },
  { path: '/notifications', element: <NotificationsScreen /> },
  { path: '/contact-now', element: <ContactNowPage /> },
  { path: '/profile', element: <ProfileScreen /> },
  { path: '/default-settings', element: <DefaultSettingsScreen /> },
  { path: '/user-settings', element: <UserSettingsScreen /> },
  { path: '/wizard', element: <WizardScreen /> },
];
