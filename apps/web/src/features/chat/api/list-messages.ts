import { routes } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const MESSAGE_PAGE_SIZE = 50;

export const listMessages = (channelId: string, before?: string) =>
  callOrThrow(routes.listChatMessages, {
    params: { id: channelId },
    query: { limit: MESSAGE_PAGE_SIZE, ...(before ? { before } : {}) },
  });

/** Pages go back in time: page 0 is the newest 50, each next page the 50 before it. */
export const messagesQuery = (channelId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ pageParam }) => listMessages(channelId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
  });

export const useMessages = (channelId: string) => useInfiniteQuery(messagesQuery(channelId));
