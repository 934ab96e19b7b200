import type {
  AlumniEvent,
  ChatChannel,
  ChatMessage,
  PatientCheckIn,
  PatientMembership,
  PatientNotification,
  PatientTask,
} from '@portal/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import { api, retryUnlessNotFound } from './http';

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

// The reads of the signed-in frame and of Home, as options: the hooks use them, and prefetchHome
// starts them before the first render.
const membershipQuery = queryOptions({
  queryKey: keys.membership,
  queryFn: () => api<{ membership: Membership }>('GET', '/patient/membership').then((r) => r.membership),
});
const todayCheckInQuery = queryOptions({
  queryKey: [...keys.checkIns, 'today'],
  queryFn: () => api<{ date: string; check_in: PatientCheckIn | null }>('GET', endpoints.todayCheckIn),
});
const tasksQuery = queryOptions({
  queryKey: keys.tasks,
  queryFn: () => api<{ date: string; tasks: PatientTask[] }>('GET', '/patient/tasks'),
});
const eventsQuery = queryOptions({
  queryKey: keys.events,
  queryFn: () =>
    api<{ alumni_events: AlumniEvent[]; total: number }>('GET', '/patient/events?limit=50').then(
      (r) => r.alumni_events,
    ),
});
export const unreadKey = ['unread'] as const;
const unreadQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: () => api<{ total_unread_count: number }>('GET', '/chat/unread').then((r) => r.total_unread_count),
});

export const useMembership = () => useQuery(membershipQuery);
export const useUnread = () => useQuery(unreadQuery);

/**
 * Starts the reads of the frame (membership, unread count) and, on Home, Home's own, in parallel
 * with the rest of the start (issue 22): the screen's chunk and its data no longer wait on each
 * other. The hooks then find them in flight or answered.
 */
export function prefetchScreen(client: QueryClient, home: boolean) {
  const reads = home
    ? [membershipQuery, unreadQuery, todayCheckInQuery, tasksQuery, eventsQuery]
    : [membershipQuery, unreadQuery];
  for (const q of reads) void client.prefetchQuery(q as typeof membershipQuery);
}

export const useCheckIns = (limit = 100) =>
  useQuery({
    queryKey: [...keys.checkIns, limit],
    queryFn: () =>
      api<{ check_ins: PatientCheckIn[] }>('GET', `/patient/check_ins?limit=${limit}`).then(
        (r) => r.check_ins,
      ),
  });

export const useTodayCheckIn = () => useQuery(todayCheckInQuery);

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

export const useTasks = () => useQuery(tasksQuery);

export const useEvents = () => useQuery(eventsQuery);

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
    retry: retryUnlessNotFound,
  });

export type { AlumniEvent, ChatChannel, ChatMessage, PatientCheckIn, PatientNotification, PatientTask };
