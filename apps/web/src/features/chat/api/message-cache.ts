import type { ChatMessage } from '@portal/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

type MessagePage = { messages: ChatMessage[]; has_more: boolean };

/**
 * Puts a message into the cached lists (a live event or our own send), once: the open conversation
 * shows it without a refetch. Thread replies go to their thread.
 */
export function addMessage(client: QueryClient, message: ChatMessage) {
  if (message.parent_id) {
    client.setQueryData<{ messages: ChatMessage[] }>(chatKeys.replies(message.parent_id), (old) =>
      old && !old.messages.some((m) => m.id === message.id) ? { messages: [...old.messages, message] } : old,
    );
    return;
  }
  client.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(message.channel_id), (old) => {
    if (!old || old.pages.some((p) => p.messages.some((m) => m.id === message.id))) return old;
    const [newest, ...rest] = old.pages;
    if (!newest) return old;
    return { ...old, pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest] };
  });
}

/** Replaces a message that changed (edited, deleted, a new reply count) wherever it is cached. */
export function replaceMessage(client: QueryClient, message: ChatMessage) {
  const swap = (list: ChatMessage[]) => list.map((m) => (m.id === message.id ? message : m));
  client.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(message.channel_id), (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, messages: swap(p.messages) })) } : old,
  );
  if (message.parent_id) {
    client.setQueryData<{ messages: ChatMessage[] }>(chatKeys.replies(message.parent_id), (old) =>
      old ? { messages: swap(old.messages) } : old,
    );
  }
}
