import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { DailyTask } from '@portal/contracts';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { describeDays } from './days';
import classes from './tasks.module.css';

export interface TaskRowProps {
  task: DailyTask;
  index: number;
  count: number;
  busy: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (task: DailyTask, by: -1 | 1) => void;
  onToggle: (task: DailyTask, active: boolean) => void;
  onEdit: (task: DailyTask) => void;
  onDelete: (task: DailyTask) => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/** One task: drag handle, text, days, 7-day completion, active switch and its actions. */
export function TaskRow({
  task,
  index,
  count,
  busy,
  dragging,
  dropTarget,
  onMove,
  onToggle,
  onEdit,
  onDelete,
  drag,
}: TaskRowProps) {
  const t = useT();
  const { locale } = useLanguage();
  const title = task.title;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      className={classes.row}
      draggable={!busy}
      data-dragging={dragging || undefined}
      data-drop-target={dropTarget || undefined}
      aria-label={task.title}
      {...drag}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconGripVertical size={18} className={classes.handle} aria-hidden style={{ marginTop: 2 }} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {task.title}
            </Text>
            {!task.active && (
              <Badge color="gray" variant="light" size="sm">
                {t('tasks.inactive')}
              </Badge>
            )}
          </Group>
          {task.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {task.description}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" size="sm">
              {describeDays(task.days, t, locale)}
            </Badge>
            <Text size="xs" c="dimmed">
              {task.completion_rate_7d === null
                ? t('tasks.noneExpected')
                : t('tasks.doneRate', { percent: Math.round(task.completion_rate_7d * 100) })}
            </Text>
          </Group>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Switch
            label={t('tasks.active')}
            aria-label={t('tasks.activeOf', { title })}
            checked={task.active}
            disabled={busy}
            onChange={(e) => onToggle(task, e.currentTarget.checked)}
            size="sm"
          />
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('tasks.moveUp')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('tasks.moveUpOf', { title })}
                data-move={`up-${task.id}`}
                disabled={index === 0}
                aria-disabled={busy || undefined}
                onClick={() => onMove(task, -1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('tasks.moveDown')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('tasks.moveDownOf', { title })}
                data-move={`down-${task.id}`}
                disabled={index === count - 1}
                aria-disabled={busy || undefined}
                onClick={() => onMove(task, 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('tasks.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('tasks.editOf', { title })}
                onClick={() => onEdit(task)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('tasks.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('tasks.deleteOf', { title })}
                onClick={() => onDelete(task)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
