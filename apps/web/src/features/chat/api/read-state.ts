import { routes, type UnreadCounts } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const getUnread = () => callOrThrow(routes.chatUnreadCounts);
export const markRead = (channelId: string) =>
  callOrThrow(routes.markChatRead, { params: { id: channelId } });
export const markUnread = (channelId: string, messageId: string) =>
  callOrThrow(routes.markChatUnread, { params: { id: channelId }, body: { message_id: messageId } });

export const unreadQuery = () => queryOptions({ queryKey: chatKeys.unread, queryFn: getUnread });

/** Unread counts per conversation and in total (chat bar, inbox badges). */
export const useUnread = (enabled = true) => useQuery({ ...unreadQuery(), enabled });

function useApplyCounts() {
  const client = useQueryClient();
  return (counts: UnreadCounts) => {
    client.setQueryData(chatKeys.unread, counts);
    void client.invalidateQueries({ queryKey: chatKeys.channelLists });
  };
}

export function useMarkRead() {
  const apply = useApplyCounts();
  return useMutation({ mutationFn: markRead, onSuccess: apply });
}

export function useMarkUnread() {
  const apply = useApplyCounts();
  return useMutation({
    mutationFn: ({ channelId, messageId }: { channelId: string; messageId: string }) =>
      markUnread(channelId, messageId),
    onSuccess: apply,
  });
}
