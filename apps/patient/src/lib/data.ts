import type {
  AlumniEvent,
  ChatChannel,
  ChatMessage,
  PatientCheckIn,
  PatientMembership,
  PatientNotification,
  PatientTask,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import { api } from './http';

/** The patient API's reads, as React Query hooks. */
export type Membership = PatientMembership & {
  /** Days sober count from here when the server sends it; from the first day otherwise. */
  sobriety_date?: string | null;
};

export const keys = {
  membership: ['membership'] as const,
  checkIns: ['check-ins'] as const,
  tasks: ['tasks'] as const,
  events: ['events'] as const,
  notifications: ['notifications'] as const,
  channels: ['channels'] as const,
  messages: (id: string) => ['messages', id] as const,
  contact: ['contact-request'] as const,
};

export const useMembership = () =>
  useQuery({
    queryKey: keys.membership,
    queryFn: () => api<{ membership: Membership }>('GET', '/patient/membership').then((r) => r.membership),
  });

export const useCheckIns = (limit = 100) =>
  useQuery({
    queryKey: [...keys.checkIns, limit],
    queryFn: () =>
      api<{ check_ins: PatientCheckIn[] }>('GET', `/patient/check_ins?limit=${limit}`).then(
        (r) => r.check_ins,
      ),
  });

export const useTodayCheckIn = () =>
  useQuery({
    queryKey: [...keys.checkIns, 'today'],
    queryFn: () => api<{ date: string; check_in: PatientCheckIn | null }>('GET', endpoints.todayCheckIn),
  });

/** The center's three preset messages, in order (preset_message 1, 2, 3). */
export const useCheckInMessages = () =>
  useQuery({
    queryKey: ['check-in-messages'],
    queryFn: () => api<{ messages: string[] }>('GET', endpoints.checkInMessages).then((r) => r.messages),
    staleTime: 10 * 60_000,
  });

export interface CalendarDay {
  date: string;
  mood: number | null;
  tasks_done: number;
}

export const useCalendar = (month: string) =>
  useQuery({
    queryKey: ['calendar', month],
    queryFn: () =>
      api<{ month: string; days: CalendarDay[] }>('GET', `${endpoints.calendar}?month=${month}`).then(
        (r) => r.days,
      ),
  });

export const useTasks = () =>
  useQuery({
    queryKey: keys.tasks,
    queryFn: () => api<{ date: string; tasks: PatientTask[] }>('GET', '/patient/tasks'),
  });

export const useEvents = () =>
  useQuery({
    queryKey: keys.events,
    queryFn: () =>
      api<{ alumni_events: AlumniEvent[]; total: number }>('GET', '/patient/events?limit=50').then(
        (r) => r.alumni_events,
      ),
  });

export const useNotifications = () =>
  useQuery({
    queryKey: keys.notifications,
    queryFn: () =>
      api<{ notifications: PatientNotification[]; total: number }>(
        'GET',
        '/patient/notifications?limit=50',
      ).then((r) => r.notifications),
  });

export const useChannels = () =>
  useQuery({
    queryKey: keys.channels,
    queryFn: () => api<{ channels: ChatChannel[] }>('GET', '/chat/channels?limit=50').then((r) => r.channels),
  });

export const useMessages = (channelId: string) =>
  useQuery({
    queryKey: keys.messages(channelId),
    queryFn: () =>
      api<{ messages: ChatMessage[] }>('GET', `/chat/channels/${channelId}/messages?limit=100`).then(
        (r) => r.messages,
      ),
  });

export type { AlumniEvent, ChatChannel, ChatMessage, PatientCheckIn, PatientNotification, PatientTask };
