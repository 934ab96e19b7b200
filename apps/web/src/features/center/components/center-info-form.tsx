import { Button, Group, Stack, TextInput } from '@mantine/core';
import { messages, type TreatmentCenter, updateCenterBody } from '@portal/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { TimeZoneSelect } from '../../../lib/time-zone-select';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateCenter } from '../api/update-center';

interface Values {
  name: string;
  time_zone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** Name and time zone of the center; used on the profile page and as the wizard's first step. */
export function CenterInfoForm({
  center,
  submitLabel = 'Save',
  onSaved,
  extra,
}: {
  center: TreatmentCenter;
  submitLabel?: string;
  onSaved?: (center: TreatmentCenter) => void;
  /** Shown between the fields and the buttons (the logo on the profile page). */
  extra?: ReactNode;
}) {
  const [values, setValues] = useState<Values>({ name: center.name, time_zone: center.time_zone });
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateCenter(center.id);

  useEffect(() => {
    setValues({ name: center.name, time_zone: center.time_zone });
  }, [center.name, center.time_zone]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCenterBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      showSuccess(messages.centerUpdated);
      onSaved?.(saved);
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Center name"
          required
          maxLength={200}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <TimeZoneSelect
          label="Time zone"
          description="Check-ins, reports and events use the center's local day."
          required
          value={values.time_zone}
          onChange={(zone) => set('time_zone', zone ?? '')}
          error={errors.time_zone}
        />
        {extra}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
