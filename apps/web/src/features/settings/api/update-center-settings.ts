import { type BodyInputOf, type CenterSettings, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { centerSettingsQueryKey } from './get-center-settings';

export type UpdateCenterSettingsInput = BodyInputOf<Routes['updateCenterSettings']>;

export async function updateCenterSettings(
  centerId: string,
  body: UpdateCenterSettingsInput,
): Promise<CenterSettings> {
  return (await callOrThrow(routes.updateCenterSettings, { params: { id: centerId }, body })).settings;
}

export function useUpdateCenterSettings(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCenterSettingsInput) => updateCenterSettings(centerId, body),
    onSuccess: (settings) => {
      client.setQueryData(centerSettingsQueryKey(centerId), settings);
      // The time zone is also the center's; let its screens refetch.
      void client.invalidateQueries({ queryKey: [routes.getCenter.path, centerId] });
    },
  });
}
