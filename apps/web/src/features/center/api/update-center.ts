import { type BodyInputOf, type Routes, routes, type TreatmentCenter } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { centerQueryKey } from './get-center';

export type UpdateCenterInput = BodyInputOf<Routes['updateCenter']>;

export async function updateCenter(centerId: string, body: UpdateCenterInput): Promise<TreatmentCenter> {
  return (await callOrThrow(routes.updateCenter, { params: { id: centerId }, body })).treatment_center;
}

export function useUpdateCenter(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCenterInput) => updateCenter(centerId, body),
    onSuccess: (center) => client.setQueryData(centerQueryKey(centerId), center),
  });
}
