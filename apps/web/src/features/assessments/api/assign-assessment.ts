import { routes } from '@portal/contracts';
import type { InstrumentId } from '@portal/contracts/instruments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { assessmentsQueryKey } from './list-assessments';

/** Assign one instrument to the patient now (due today); the patient's list is read again. */
export function useAssignAssessment(membershipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (instrumentId: InstrumentId) =>
      (
        await callOrThrow(routes.assignAssessment, {
          params: { id: membershipId },
          body: { instrument_id: instrumentId },
        })
      ).assessment,
    onSettled: () => client.invalidateQueries({ queryKey: assessmentsQueryKey(membershipId) }),
  });
}
