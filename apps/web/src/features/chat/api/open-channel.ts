import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { chatKeys } from './keys';

/** The 1:1 conversation with a person, reused when it exists (spec §4). */
export const openChannel = (memberId: string) =>
  callOrThrow(routes.getOrCreateChatChannel, { body: { member_id: memberId } });

export function useOpenChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openChannel,
    onSuccess: ({ channel }) => {
      client.setQueryData(chatKeys.channel(channel.id), { channel });
      void client.invalidateQueries({ queryKey: chatKeys.channelLists });
    },
  });
}
