import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

export const deleteChannel = (id: string) => callOrThrow(routes.deleteChatChannel, { params: { id } });

export function useDeleteChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: chatKeys.channel(id) });
      client.removeQueries({ queryKey: chatKeys.messages(id) });
      void client.invalidateQueries({ queryKey: chatKeys.channelLists });
      void client.invalidateQueries({ queryKey: chatKeys.unread });
    },
  });
}
