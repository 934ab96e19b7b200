import { CHECK_IN_EVENTS, type CheckInsChanged } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { membershipQueryKey } from '../api/get-membership';
import { membershipsQueryKey } from '../api/list-memberships';

/**
 * A patient checked in or changed a task: the list (last check-in, mood) refetches, and so does the
 * open patient's detail (progress) when it is that patient. The event names no one but the id.
 */
export function useLivePatients(openMembershipId?: string | null) {
  const client = useQueryClient();
  useRealtimeEvent<CheckInsChanged>(CHECK_IN_EVENTS.changed, (changed) => {
    void client.invalidateQueries({ queryKey: [...membershipsQueryKey, 'list'] });
    if (openMembershipId && changed.membership_id === openMembershipId) {
      void client.invalidateQueries({ queryKey: membershipQueryKey(openMembershipId) });
    }
  });
}
