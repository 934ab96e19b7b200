import { type BodyInputOf, type Routes, routes, type UserSettings } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { userSettingsQueryKey } from './get-user-settings';

export type UpdateUserSettingsInput = BodyInputOf<Routes['updateUserSettings']>;

export async function updateUserSettings(body: UpdateUserSettingsInput): Promise<UserSettings> {
  return (await callOrThrow(routes.updateUserSettings, { body })).user_settings;
}

export function useUpdateUserSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (settings) => client.setQueryData(userSettingsQueryKey, settings),
  });
}
