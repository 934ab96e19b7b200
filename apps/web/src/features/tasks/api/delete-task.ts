import { routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { tasksQueryKey } from './list-tasks';

export async function deleteTask(id: string): Promise<void> {
  await callOrThrow(routes.deleteTask, { params: { id } });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => client.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
