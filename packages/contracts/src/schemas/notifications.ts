import { z } from 'zod';
import { messages } from '../messages';
import { isoDateTime, requiredText } from './common';

export const alumniNotification = z.object({
  id: z.uuid(),
  message: z.string(),
  sent_at: isoDateTime,
  sent_by: z.string(),
  recipients_count: z.number().int(),
});
export type AlumniNotification = z.infer<typeof alumniNotification>;

export const alumniNotificationBody = z.object({
  message: requiredText(messages.notificationRequired, 1000),
});

export const listNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
