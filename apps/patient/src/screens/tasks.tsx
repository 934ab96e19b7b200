import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Empty, Query } from '../components/states';
import { keys, type PatientTask, useTasks } from '../lib/data';
import { errorText } from '../lib/http';
import { useT } from '../lib/i18n';
import { sendOrQueue, useOutbox } from '../lib/outbox';

const taskKey = (id: string) => `task:${id}`;

/** Today's tasks as a checklist; a change made offline waits in the outbox. */
export function Tasks() {
  const tasks = useTasks();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('tasks.title')}</h1>
      <Query q={tasks}>
        {({ tasks: list }) =>
          list.length === 0 ? <Empty>{t('tasks.none')}</Empty> : <TaskList list={list} />
        }
      </Query>
    </>
  );
}

function TaskList({ list }: { list: PatientTask[] }) {
  const client = useQueryClient();
  const outbox = useOutbox();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The tick follows the tap at once (before the answer) and goes back if the server refuses.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const waitingOf = (id: string) => outbox.find((a) => a.key === taskKey(id));
  const isDone = (t: PatientTask) => {
    const waiting = waitingOf(t.id);
    if (waiting) return waiting.method === 'POST';
    return pending.get(t.id) ?? t.done;
  };
  const settle = (id: string) =>
    setPending((m) => {
      const next = new Map(m);
      next.delete(id);
      return next;
    });

  async function setDone(task: PatientTask, done: boolean) {
    setBusy(task.id);
    setError(null);
    setPending((m) => new Map(m).set(task.id, done));
    try {
      // One outbox key per task: a later tick or untick replaces a waiting one.
      const result = await sendOrQueue({
        key: taskKey(task.id),
        method: done ? 'POST' : 'DELETE',
        path: `/patient/tasks/${task.id}/done`,
      });
      if (!result.queued) await client.invalidateQueries({ queryKey: keys.tasks });
    } catch (err) {
      setError(err);
    } finally {
      settle(task.id);
      setBusy(null);
    }
  }

  const t = useT();
  const doneCount = list.filter(isDone).length;
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('tasks.doneCount', { done: doneCount, total: list.length })}
      </p>
      {error ? (
        <p className="alert error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <ul className="list card">
        {list.map((task) => {
          const waiting = waitingOf(task.id);
          const checked = isDone(task);
          return (
            <li key={task.id}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={busy === task.id}
                  onChange={(e) => void setDone(task, e.target.checked)}
                  aria-describedby={task.description || waiting ? `task-${task.id}-desc` : undefined}
                />
                <span>
                  <span className="title">{task.title}</span>
                  <span id={`task-${task.id}-desc`} className="muted">
                    {task.description}
                    {waiting && <em> {t('tasks.waiting')}</em>}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}
