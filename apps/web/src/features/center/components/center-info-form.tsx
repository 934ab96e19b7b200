import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type TreatmentCenter, updateCenterBody } from '@portal/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useInScreenLanguage } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format-contact';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { PhoneInput } from '../../../lib/phone';
import { TimeZoneSelect } from '../../../lib/time-zone-select';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateCenter } from '../api/update-center';

interface Values {
  name: string;
  time_zone: string;
  /** As the mask shows it ("+1 (555) 010-0142"); empty or the bare "+1" means none. */
  phone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (center: TreatmentCenter): Values => ({
  name: center.name,
  time_zone: center.time_zone,
  phone: formatPhone(center.phone),
});

/**
 * Name, time zone and phone of the center; used on the profile page and as the wizard's first step.
 * The phone is optional: patients see it in the app (the crisis help, the consent refusal).
 */
export function CenterInfoForm({
  center,
  submitLabel,
  onSaved,
  extra,
}: {
  center: TreatmentCenter;
  /** The submit button's text; "Save" when not given. */
  submitLabel?: string;
  onSaved?: (center: TreatmentCenter) => void;
  /** Shown between the fields and the buttons (the logo on the profile page). */
  extra?: ReactNode;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => valuesOf(center));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateCenter(center.id);

  useEffect(() => {
    setValues({ name: center.name, time_zone: center.time_zone, phone: formatPhone(center.phone) });
  }, [center.name, center.time_zone, center.phone]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  // The contract's sentences are English; the form shows them in the screen's language.
  const localized = useInScreenLanguage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCenterBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Values] ??= localized(issue.message);
      setErrors(next);
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      showSuccess(t('centerUpdated'));
      onSaved?.(saved);
    } catch (err) {
      // The server's sentences come in the caller's language already; each goes under its field.
      if (err instanceof ApiError && err.body.errors?.length) {
        const next: Errors = {};
        for (const e of err.body.errors) if (e.field in values) next[e.field as keyof Values] ??= e.message;
        setErrors(next);
      }
      showError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('center.name')}
          required
          maxLength={200}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <TimeZoneSelect
          label={t('center.timeZone')}
          description={t('center.timeZoneHint')}
          required
          value={values.time_zone}
          onChange={(zone) => set('time_zone', zone ?? '')}
          error={errors.time_zone}
        />
        <PhoneInput
          label={t('center.phone')}
          description={t('center.phoneHint')}
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
        />
        {extra}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
