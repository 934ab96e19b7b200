import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';
import { addMessage } from './message-cache';

export interface OutgoingMessage {
  text: string;
  parentId?: string;
  attachments?: { key: string; name: string }[];
}

export const sendMessage = (channelId: string, { text, parentId, attachments }: OutgoingMessage) =>
  callOrThrow(routes.sendChatMessage, {
    params: { id: channelId },
    body: {
      text,
      ...(parentId ? { parent_id: parentId } : {}),
      ...(attachments?.length ? { attachments } : {}),
    },
  });

export function useSendMessage(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendMessage(channelId, message),
    onSuccess: ({ message }) => {
      addMessage(client, message);
      void client.invalidateQueries({ queryKey: chatKeys.channelLists });
    },
  });
}
