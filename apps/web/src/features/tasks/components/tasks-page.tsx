import { Button, Center, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DailyTask } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { useReorderTasks } from '../api/reorder-tasks';
import { useUpdateTask } from '../api/update-task';
import { TaskFormModal } from './task-form-modal';
import { TaskRow } from './task-row';

/** Moves the item at `from` to index `to`, shifting the others. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The center's daily tasks: order (drag or Move up/down), create, edit, activate, delete. */
export function TasksPage() {
  const tasks = useTasks();
  const reorder = useReorderTasks();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<DailyTask | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<DailyTask | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);
  const list = tasks.data ?? [];
  const t = useT();

  useEffect(() => {
    if (tasks.isError) showError(errorMessage(tasks.error));
  }, [tasks.isError, tasks.error]);

  // A moved row is re-inserted in the DOM, which drops focus: put it back on the same button.
  useEffect(() => {
    if (!refocus.current) return;
    const [dir, id] = refocus.current.split(':') as [string, string];
    const own = document.querySelector<HTMLButtonElement>(`[data-move="${dir}-${id}"]`);
    const other = document.querySelector<HTMLButtonElement>(
      `[data-move="${dir === 'up' ? 'down' : 'up'}-${id}"]`,
    );
    const target = own && !own.disabled ? own : other;
    if (!target) return;
    if (document.activeElement !== target) target.focus();
    refocus.current = null;
  });

  async function saveOrder(ids: string[], moved: DailyTask) {
    const position = ids.indexOf(moved.id) + 1;
    try {
      await reorder.mutateAsync(ids);
      setAnnouncement(t('tasks.moved', { title: moved.title, position, count: ids.length }));
      showSuccess(t('taskOrderSaved'));
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  function move(task: DailyTask, by: -1 | 1) {
    // The buttons stay enabled (a disabled button would drop the keyboard focus); clicks wait.
    if (reorder.isPending) return;
    const from = list.findIndex((item) => item.id === task.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= list.length) return;
    refocus.current = `${by < 0 ? 'up' : 'down'}:${task.id}`;
    void saveOrder(
      moveItem(list, from, to).map((item) => item.id),
      task,
    );
  }

  function drop(targetId: string) {
    const from = list.findIndex((item) => item.id === dragId);
    const to = list.findIndex((item) => item.id === targetId);
    const moved = list[from];
    setDragId(null);
    setOverId(null);
    if (!moved || to < 0 || from === to) return;
    void saveOrder(
      moveItem(list, from, to).map((item) => item.id),
      moved,
    );
  }

  async function toggle(task: DailyTask, active: boolean) {
    try {
      await update.mutateAsync({ id: task.id, active });
      showSuccess(t(active ? 'taskActivated' : 'taskDeactivated'));
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccess(t('taskRemoved'));
      setDeleting(null);
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  const openForm = (task: DailyTask | null) => {
    setEditing(task);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('tasks.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          {t('tasks.new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('tasks.intro')}
      </Text>

      {tasks.isPending ? (
        <Center mih={160}>
          <Spinner label={t('tasks.loading')} />
        </Center>
      ) : tasks.isError && list.length === 0 ? (
        <LoadError
          what={t('tasks.loadWhat')}
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      ) : list.length === 0 ? (
        <Center mih={160} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} p="md">
          <Stack align="center" gap="sm">
            <Text c="dimmed">{t('tasksEmpty')}</Text>
            <Button variant="light" onClick={() => openForm(null)}>
              {t('tasks.createOne')}
            </Button>
          </Stack>
        </Center>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          aria-label={t('tasks.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              index={index}
              count={list.length}
              busy={reorder.isPending}
              dragging={dragId === task.id}
              dropTarget={overId === task.id && dragId !== task.id}
              onMove={move}
              onToggle={(item, active) => void toggle(item, active)}
              onEdit={(item) => openForm(item)}
              onDelete={setDeleting}
              drag={{
                onDragStart: (e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', task.id);
                  setDragId(task.id);
                },
                onDragOver: (e) => {
                  if (!dragId) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  if (overId !== task.id) setOverId(task.id);
                },
                onDragLeave: () => setOverId((id) => (id === task.id ? null : id)),
                onDrop: (e) => {
                  e.preventDefault();
                  drop(task.id);
                },
                onDragEnd: () => {
                  setDragId(null);
                  setOverId(null);
                },
              }}
            />
          ))}
        </Stack>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <TaskFormModal opened={formOpen} onClose={() => setFormOpen(false)} task={editing} />
      <ConfirmModal
        opened={!!deleting}
        title={t('tasks.deleteTitle')}
        loading={remove.isPending}
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
      >
        <Text>{t('taskDeleteConfirm')}</Text>
        {deleting && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {deleting.title}
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  );
}
