import { type AlumniNotification, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { notificationsQueryKey } from './list-notifications';

export async function sendNotification(centerId: string, message: string): Promise<AlumniNotification> {
  return (await callOrThrow(routes.sendAlumniNotification, { params: { id: centerId }, body: { message } }))
    .alumni_notification;
}

export function useSendNotification(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendNotification(centerId, message),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
