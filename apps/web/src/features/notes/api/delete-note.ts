import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { notesQueryKey } from './list-notes';

/** DELETE answers 204 (spec §7). */
export async function deleteNote({ membershipId, noteId }: { membershipId: string; noteId: string }) {
  await callOrThrow(routes.deleteNote, { params: { id: membershipId, noteId } });
}

export function useDeleteNote(membershipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote({ membershipId, noteId }),
    onSuccess: () => client.invalidateQueries({ queryKey: notesQueryKey(membershipId) }),
  });
}
