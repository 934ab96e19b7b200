import { ActionIcon, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAX_DEFAULT_TASKS } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

export interface TaskDraft {
  title: string;
  description: string;
  days: number[];
}

/** The week's days, Sunday first: the API's 0 to 6. */
const DAYS = [
  'settings.day.0',
  'settings.day.1',
  'settings.day.2',
  'settings.day.3',
  'settings.day.4',
  'settings.day.5',
  'settings.day.6',
] as const;

/** The daily tasks a new center starts with: title and the week days (none chosen = every day). */
export function DefaultTasksEditor({
  value,
  onChange,
  errors,
}: {
  value: TaskDraft[];
  onChange: (tasks: TaskDraft[]) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const patch = (i: number, change: Partial<TaskDraft>) =>
    onChange(value.map((task, j) => (j === i ? { ...task, ...change } : task)));
  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.noTasks')}
        </Text>
      )}
      {value.map((task, i) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; the position is the identity
          key={i}
          gap={6}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('settings.task', { number: i + 1 })}
              required
              maxLength={200}
              value={task.title}
              onChange={(e) => patch(i, { title: e.currentTarget.value })}
              error={errors[`default_tasks.${i}.title`]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={errors[`default_tasks.${i}.title`] ? 22 : 2}
              aria-label={t('settings.removeTask', { number: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Chip.Group
            multiple
            value={task.days.map(String)}
            onChange={(days) => patch(i, { days: days.map(Number).sort((a, b) => a - b) })}
          >
            <Group gap={4} role="group" aria-label={t('settings.taskDays', { number: i + 1 })}>
              {DAYS.map((d, n) => (
                <Chip key={d} value={String(n)} size="xs">
                  {t(d)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ))}
      {errors.default_tasks && (
        <Text size="sm" c="red" role="alert">
          {errors.default_tasks}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={value.length >= MAX_DEFAULT_TASKS}
          onClick={() => onChange([...value, { title: '', description: '', days: [] }])}
        >
          {t('settings.addTask')}
        </Button>
      </Group>
    </Stack>
  );
}
