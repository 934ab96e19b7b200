import { type AssessmentPlanBody, routes } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

const planKey = (centerId: string) => [routes.getAssessmentPlan.path, centerId] as const;

/** The center's plan, and whether it is still the product's default. */
export const useAssessmentPlan = (centerId: string) =>
  useQuery({
    queryKey: planKey(centerId),
    queryFn: () => callOrThrow(routes.getAssessmentPlan, { params: { id: centerId } }),
  });

/** Owners set the plan; a 400 carries one sentence per field (`errors[]`). */
export function useUpdateAssessmentPlan(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentPlanBody) =>
      callOrThrow(routes.updateAssessmentPlan, { params: { id: centerId }, body }),
    onSuccess: (data) => client.setQueryData(planKey(centerId), data),
  });
}
