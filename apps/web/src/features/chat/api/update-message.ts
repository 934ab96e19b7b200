import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { replaceMessage } from './message-cache';

export const updateMessage = (id: string, text: string) =>
  callOrThrow(routes.updateChatMessage, { params: { id }, body: { text } });

export function useUpdateMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateMessage(id, text),
    onSuccess: ({ message }) => replaceMessage(client, message),
  });
}
