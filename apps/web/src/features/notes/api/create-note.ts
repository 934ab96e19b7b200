import { type BodyInputOf, type Note, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { notesQueryKey } from './list-notes';

export type NoteInput = BodyInputOf<Routes['createNote']>;

export async function createNote({
  membershipId,
  ...body
}: NoteInput & { membershipId: string }): Promise<Note> {
  return (await callOrThrow(routes.createNote, { params: { id: membershipId }, body })).note;
}

export function useCreateNote(membershipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteInput) => createNote({ membershipId, ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: notesQueryKey(membershipId) }),
  });
}
