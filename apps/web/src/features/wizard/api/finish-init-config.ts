import { routes, type TreatmentCenter } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export async function finishInitConfig(centerId: string): Promise<TreatmentCenter> {
  return (await callOrThrow(routes.finishInitConfig, { params: { id: centerId } })).treatment_center;
}

export const useFinishInitConfig = (centerId: string) =>
  useMutation({ mutationFn: () => finishInitConfig(centerId) });
