import { type BodyInputOf, type DailyTask, type Routes, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { tasksQueryKey } from './list-tasks';

export type CreateTaskInput = BodyInputOf<Routes['createTask']>;

export async function createTask(body: CreateTaskInput): Promise<DailyTask> {
  return (await callOrThrow(routes.createTask, { body })).tcenter_daily_task;
}

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => client.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
