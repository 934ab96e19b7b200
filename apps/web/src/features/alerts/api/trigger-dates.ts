import { useQuery } from '@tanstack/react-query';
import { alertsQueryKey, listAlerts } from './list-alerts';

/** The check-in dates that triggered a patient's mood-dip alerts (any status): what a chart marks. */
export function useAlertTriggerDates(membershipId: string): string[] {
  const all = useQuery({
    queryKey: [...alertsQueryKey, 'all', membershipId],
    queryFn: () => listAlerts({ status: 'all', membership_id: membershipId }),
  });
  return (all.data?.alerts ?? []).flatMap((a) =>
    a.rule === 'mood_dip' && Array.isArray(a.trigger.dates)
      ? a.trigger.dates.filter((d): d is string => typeof d === 'string')
      : [],
  );
}
