import type { ChatMessage } from '@portal/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { message } from '../chat-fixtures';
import { chatKeys } from './keys';
import { addMessage, replaceMessage } from './message-cache';

type Pages = InfiniteData<{ messages: ChatMessage[]; has_more: boolean }>;

describe('the message cache', () => {
  it('appends a live message once to the newest page, and thread replies to their thread', () => {
    const client = new QueryClient();
    const first = message();
    const key = chatKeys.messages(first.channel_id);
    client.setQueryData<Pages>(key, {
      pages: [{ messages: [first], has_more: false }],
      pageParams: [undefined],
    });
    const next = message({ id: '0b9a3c1e-2222-4c4c-8888-000000000002', text: 'Second' });
    addMessage(client, next);
    addMessage(client, next);
    expect(client.getQueryData<Pages>(key)?.pages[0]?.messages.map((m) => m.text)).toEqual([
      'Hello there',
      'Second',
    ]);

    client.setQueryData(chatKeys.replies(first.id), { messages: [] });
    const reply = message({
      id: '0b9a3c1e-2222-4c4c-8888-000000000003',
      parent_id: first.id,
      text: 'In thread',
    });
    addMessage(client, reply);
    expect(client.getQueryData<{ messages: ChatMessage[] }>(chatKeys.replies(first.id))?.messages).toEqual([
      reply,
    ]);
    expect(client.getQueryData<Pages>(key)?.pages[0]?.messages).toHaveLength(2);

    replaceMessage(client, { ...first, reply_count: 1, text: 'Edited' });
    expect(client.getQueryData<Pages>(key)?.pages[0]?.messages[0]).toMatchObject({
      text: 'Edited',
      reply_count: 1,
    });
  });
});
