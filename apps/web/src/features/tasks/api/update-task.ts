import { type BodyInputOf, type DailyTask, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { tasksQueryKey } from './list-tasks';

export type UpdateTaskInput = BodyInputOf<Routes['updateTask']>;

export async function updateTask({ id, ...body }: UpdateTaskInput & { id: string }): Promise<DailyTask> {
  return (await callOrThrow(routes.updateTask, { params: { id }, body })).tcenter_daily_task;
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => client.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
