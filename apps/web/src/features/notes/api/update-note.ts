import { type BodyInputOf, type Note, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { notesQueryKey } from './list-notes';

export async function updateNote({
  membershipId,
  noteId,
  ...body
}: BodyInputOf<Routes['updateNote']> & { membershipId: string; noteId: string }): Promise<Note> {
  return (await callOrThrow(routes.updateNote, { params: { id: membershipId, noteId }, body })).note;
}

export function useUpdateNote(membershipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyInputOf<Routes['updateNote']> & { noteId: string }) =>
      updateNote({ membershipId, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: notesQueryKey(membershipId) }),
  });
}
