import { type ResponseOf, type Routes, routes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type StaffAssessments = ResponseOf<Routes['listPatientAssessments']>['assessments'];

/** The query key of one patient's assessments: the contract other screens may refresh by. */
export const assessmentsQueryKey = (membershipId: string) =>
  [routes.listPatientAssessments.path, membershipId] as const;

/** Every assessment of a patient (due, completed with answers, missed); the read is audited. */
export const useAssessments = (membershipId: string) =>
  useQuery({
    queryKey: assessmentsQueryKey(membershipId),
    queryFn: async () =>
      (await callOrThrow(routes.listPatientAssessments, { params: { id: membershipId } })).assessments,
  });
