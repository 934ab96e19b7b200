import { routes, type UserSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const userSettingsQueryKey = [routes.getUserSettings.path] as const;

export async function getUserSettings(): Promise<UserSettings> {
  return (await callOrThrow(routes.getUserSettings)).user_settings;
}

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsQueryKey, queryFn: getUserSettings });

export const useUserSettings = () => useQuery(userSettingsQueryOptions());
