import { type Alert, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { alertsQueryKey } from './list-alerts';

export async function resolveAlert({ id, note }: { id: string; note: string }): Promise<Alert> {
  return (await callOrThrow(routes.resolveAlert, { params: { id }, body: { note } })).alert;
}

export function useResolveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSettled: () => client.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
