import { ALERT_EVENTS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { alertsQueryKey } from '../api/list-alerts';

/** Refetches the alert lists when the server says an alert changed; returns whether live. */
export function useLiveAlerts(): boolean {
  const client = useQueryClient();
  useRealtimeEvent(ALERT_EVENTS.changed, () => {
    void client.invalidateQueries({ queryKey: alertsQueryKey });
  });
  return useRealtimeConnected();
}
