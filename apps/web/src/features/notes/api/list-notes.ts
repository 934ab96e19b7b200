import { type Note, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const notesQueryKey = (membershipId: string) => ['tcenter_notes', membershipId] as const;

export async function listNotes(membershipId: string): Promise<Note[]> {
  return callOrThrow(routes.listNotes, { params: { id: membershipId } });
}

export const notesQueryOptions = (membershipId: string) =>
  queryOptions({ queryKey: notesQueryKey(membershipId), queryFn: () => listNotes(membershipId) });

export const useNotes = (membershipId: string) => useQuery(notesQueryOptions(membershipId));
