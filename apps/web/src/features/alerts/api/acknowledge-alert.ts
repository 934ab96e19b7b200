import { type Alert, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { alertsQueryKey } from './list-alerts';

export async function acknowledgeAlert(id: string): Promise<Alert> {
  return (await callOrThrow(routes.acknowledgeAlert, { params: { id } })).alert;
}

/** The lists refetch whatever the answer (a 409 means someone else resolved it meanwhile). */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSettled: () => client.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
