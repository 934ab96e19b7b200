import { routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const listReplies = (messageId: string) =>
  callOrThrow(routes.listChatReplies, { params: { id: messageId } });

export const repliesQuery = (messageId: string) =>
  queryOptions({ queryKey: chatKeys.replies(messageId), queryFn: () => listReplies(messageId) });

export const useReplies = (messageId: string | null) =>
  useQuery({ ...repliesQuery(messageId ?? ''), enabled: !!messageId });
