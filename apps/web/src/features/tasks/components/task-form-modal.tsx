import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type DailyTask, dailyTaskBody } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useInScreenLanguage } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { DaysPicker } from './days-picker';

interface Values {
  title: string;
  description: string;
  days: number[];
  active: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

const empty: Values = { title: '', description: '', days: [], active: true };

/** Create a task (no `task`) or edit one; validated with the API's own schema. */
export function TaskFormModal({
  opened,
  onClose,
  task,
}: {
  opened: boolean;
  onClose: () => void;
  task?: DailyTask | null;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;
  const t = useT();
  const say = useInScreenLanguage();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setValues(
      task
        ? { title: task.title, description: task.description, days: task.days, active: task.active }
        : empty,
    );
  }, [opened, task]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dailyTaskBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        // The contract's sentences are English; the form shows them in the screen's language.
        next[field] ??= say(issue.message);
      }
      setErrors(next);
      return;
    }
    try {
      if (task) {
        await update.mutateAsync({ id: task.id, ...parsed.data });
        showSuccess(t('taskUpdated'));
      } else {
        await create.mutateAsync(parsed.data);
        showSuccess(t('taskCreated'));
      }
      onClose();
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t(task ? 'tasks.editTitle' : 'tasks.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('tasks.fieldTitle')}
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <Textarea
            label={t('tasks.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <DaysPicker value={values.days} onChange={(days) => set('days', days)} error={errors.days} />
          <Switch
            label={t('tasks.active')}
            description={t('tasks.activeHint')}
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(task ? 'common.save' : 'tasks.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
