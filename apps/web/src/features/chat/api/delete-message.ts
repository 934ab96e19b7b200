import { type ChatMessage, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const deleteMessage = (id: string) => callOrThrow(routes.deleteChatMessage, { params: { id } });

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => deleteMessage(message.id),
    onSuccess: (_, message) => {
      void client.invalidateQueries({ queryKey: chatKeys.messages(message.channel_id) });
      if (message.parent_id) void client.invalidateQueries({ queryKey: chatKeys.replies(message.parent_id) });
      void client.invalidateQueries({ queryKey: chatKeys.channelLists });
    },
  });
}
