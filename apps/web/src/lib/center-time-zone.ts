import { routes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from './http';

/**
 * The center's time zone: the instants of answers are shown in it, and its calendar says what
 * "today" is (a paper consent's date signed may not be after it). The same query key as the settings
 * feature's read of the center's settings (the key is the contract), so the portal asks once.
 */
export const useCenterTimeZone = (centerId: string | null) =>
  useQuery({
    queryKey: [routes.getCenterSettings.path, centerId ?? ''] as const,
    queryFn: async () =>
      (await callOrThrow(routes.getCenterSettings, { params: { id: centerId ?? '' } })).settings,
    enabled: !!centerId,
    select: (settings) => settings.time_zone,
  });
