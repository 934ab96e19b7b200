import {
  CHAT_EVENTS,
  type ChatChannelEvent,
  type ChatMessageEvent,
  type UnreadCounts,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { disconnectRealtime, useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime';
import { chatKeys } from './api/keys';
import { addMessage, replaceMessage } from './api/message-cache';

/**
 * Keeps the chat's cached data live from the shared connection (spec §4): new messages and being
 * added to a channel update the inbox order (last message time), unread counts arrive as they
 * change, a deleted channel leaves the inbox. After a reconnect everything chat is refetched, so
 * nothing sent while offline is missed (the server stores every message). Mount it once.
 */
export function useChatRealtime() {
  const client = useQueryClient();
  const refreshInbox = () => void client.invalidateQueries({ queryKey: chatKeys.channelLists });

  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.messageNew, ({ message }) => {
    addMessage(client, message);
    refreshInbox();
  });
  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.messageUpdated, ({ message }) => {
    replaceMessage(client, message);
    refreshInbox();
  });
  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.messageDeleted, ({ message }) => {
    replaceMessage(client, message);
    refreshInbox();
  });
  useRealtimeEvent<ChatChannelEvent>(CHAT_EVENTS.channelAdded, refreshInbox);
  useRealtimeEvent<ChatChannelEvent>(CHAT_EVENTS.channelDeleted, ({ channel_id }) => {
    client.removeQueries({ queryKey: chatKeys.channel(channel_id) });
    client.removeQueries({ queryKey: chatKeys.messages(channel_id) });
    refreshInbox();
    void client.invalidateQueries({ queryKey: chatKeys.unread });
  });
  useRealtimeEvent<UnreadCounts>(CHAT_EVENTS.unreadChanged, (counts) => {
    client.setQueryData(chatKeys.unread, counts);
  });

  const connected = useRealtimeConnected();
  const state = useRef({ was: false, ever: false });
  useEffect(() => {
    const { was, ever } = state.current;
    // A reconnect: catch up on whatever happened while the connection was down.
    if (connected && !was && ever) void client.invalidateQueries({ queryKey: chatKeys.all });
    state.current = { was: connected, ever: ever || connected };
  }, [connected, client]);
}

/** Sign-out: closes the shared connection (spec §2). The layout's sign-out runs it. */
export function disconnectChat() {
  disconnectRealtime();
}
