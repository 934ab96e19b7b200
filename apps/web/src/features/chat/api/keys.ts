import { routes } from '@portal/contracts';

/** Query keys of the chat: each list's own key, so a mutation or an event invalidates exactly it. */
export const chatKeys = {
  all: ['chat'] as const,
  channels: (filter: { member_id?: string } = {}) => ['chat', routes.listChatChannels.path, filter] as const,
  channelLists: ['chat', routes.listChatChannels.path] as const,
  channel: (id: string) => ['chat', routes.getChatChannel.path, id] as const,
  messages: (channelId: string) => ['chat', routes.listChatMessages.path, channelId] as const,
  replies: (messageId: string) => ['chat', routes.listChatReplies.path, messageId] as const,
  unread: ['chat', routes.chatUnreadCounts.path] as const,
};
