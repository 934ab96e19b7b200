import { type CenterSettings, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const centerSettingsQueryKey = (centerId: string) =>
  [routes.getCenterSettings.path, centerId] as const;

export async function getCenterSettings(centerId: string): Promise<CenterSettings> {
  return (await callOrThrow(routes.getCenterSettings, { params: { id: centerId } })).settings;
}

export const centerSettingsQueryOptions = (centerId: string) =>
  queryOptions({ queryKey: centerSettingsQueryKey(centerId), queryFn: () => getCenterSettings(centerId) });

export const useCenterSettings = (centerId: string) => useQuery(centerSettingsQueryOptions(centerId));
