import {
  IconBell,
  IconCalendarEvent,
  IconChartLine,
  IconChecklist,
  IconLayoutDashboard,
  IconMessages,
  IconPhone,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavItem } from './nav-items';

const icons = {
  dashboard: IconLayoutDashboard,
  patients: IconUsers,
  messages: IconMessages,
  tasks: IconChecklist,
  events: IconCalendarEvent,
  reserved: IconPhone,
  staff: IconUsersGroup,
  notifications: IconBell,
  settings: IconSettings,
  outcomes: IconChartLine,
} as const;

export function NavIcon({ icon, size = 20 }: { icon: NavItem['icon']; size?: number }) {
  const Icon = icons[icon];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
