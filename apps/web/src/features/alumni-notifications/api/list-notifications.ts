import { type AlumniNotification, routes } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQueryKey = ['alumni_notifications'] as const;

export async function listNotifications(
  offset: number,
): Promise<{ alumni_notifications: AlumniNotification[]; total: number }> {
  return callOrThrow(routes.listAlumniNotifications, { query: { limit: NOTIFICATIONS_PAGE_SIZE, offset } });
}

/** Sent notifications, newest first; further pages load on demand. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.alumni_notifications.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
