import { ActionIcon, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAX_DEFAULT_TASKS } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';

export interface TaskDraft {
  title: string;
  description: string;
  days: number[];
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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
  const patch = (i: number, change: Partial<TaskDraft>) =>
    onChange(value.map((t, j) => (j === i ? { ...t, ...change } : t)));
  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No default tasks. Patients start with an empty task list.
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
              label={`Task ${i + 1}`}
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
              aria-label={`Remove task ${i + 1}`}
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
            <Group gap={4} role="group" aria-label={`Days of task ${i + 1} (none = every day)`}>
              {DAYS.map((d, n) => (
                <Chip key={d} value={String(n)} size="xs">
                  {d}
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
          Add task
        </Button>
      </Group>
    </Stack>
  );
}
