import { routes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

/**
 * The center's time zone, for the instants of answers. The same query key as the settings feature's
 * read of the center's settings (the key is the contract), so the portal asks once.
 */
export const useCenterTimeZone = (centerId: string | null) =>
  useQuery({
    queryKey: [routes.getCenterSettings.path, centerId ?? ''] as const,
    queryFn: async () =>
      (await callOrThrow(routes.getCenterSettings, { params: { id: centerId ?? '' } })).settings,
    enabled: !!centerId,
    select: (settings) => settings.time_zone,
  });
