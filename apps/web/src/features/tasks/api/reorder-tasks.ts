import { type DailyTask, routes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { tasksQueryKey } from './list-tasks';

export async function reorderTasks(ids: string[]): Promise<DailyTask[]> {
  return (await callOrThrow(routes.reorderTasks, { body: { ids } })).tcenter_daily_tasks;
}

/** Moves the rows at once (optimistic); the server's order replaces it, or the old one returns. */
export function useReorderTasks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderTasks,
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: tasksQueryKey });
      const previous = client.getQueryData<DailyTask[]>(tasksQueryKey);
      if (previous) {
        const byId = new Map(previous.map((t) => [t.id, t]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        const rest = previous.filter((t) => !ids.includes(t.id));
        client.setQueryData(
          tasksQueryKey,
          [...moved, ...rest].map((t, order) => ({ ...t, order })),
        );
      }
      return { previous };
    },
    onError: (_err, _ids, context) => {
      if (context?.previous) client.setQueryData(tasksQueryKey, context.previous);
    },
    onSuccess: (tasks) => client.setQueryData(tasksQueryKey, tasks),
    onSettled: () => client.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
