import { type ContactRequest, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { contactRequestsQueryKey } from './list-contact-requests';

export async function handleContactRequest(id: string): Promise<ContactRequest> {
  return (await callOrThrow(routes.handleContactRequest, { params: { id } })).contact_request;
}

/** Marks handled; the queue and history refetch whatever the answer (a 409 means someone else did). */
export function useHandleContactRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: handleContactRequest,
    onSettled: () => client.invalidateQueries({ queryKey: contactRequestsQueryKey }),
  });
}
