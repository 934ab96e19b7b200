import { type AlertThresholds, routes } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

const key = (centerId: string) => ['alert_settings', centerId] as const;

export const useAlertSettings = (centerId: string) =>
  useQuery({
    queryKey: key(centerId),
    queryFn: async () =>
      (await callOrThrow(routes.getAlertSettings, { params: { id: centerId } })).thresholds,
  });

export function useUpdateAlertSettings(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AlertThresholds) =>
      (await callOrThrow(routes.updateAlertSettings, { params: { id: centerId }, body })).thresholds,
    onSettled: () => client.invalidateQueries({ queryKey: key(centerId) }),
  });
}
