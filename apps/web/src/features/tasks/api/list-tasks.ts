import { type DailyTask, routes } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export const tasksQueryKey = ['tcenter_daily_tasks'] as const;

export async function listTasks(): Promise<DailyTask[]> {
  return (await callOrThrow(routes.listTasks)).tcenter_daily_tasks;
}

export const tasksQueryOptions = () => queryOptions({ queryKey: tasksQueryKey, queryFn: listTasks });

export const useTasks = () => useQuery(tasksQueryOptions());
