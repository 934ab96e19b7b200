import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AlertThresholds, alertThresholds } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';

const FIELDS: {
  key: keyof AlertThresholds;
  label: PortalTextKey;
  description: PortalTextKey;
  min: number;
  max: number;
}[] = [
  { key: 'mood_drop_points', label: 'alerts.moodDrop', description: 'alerts.moodDropHint', min: 10, max: 80 },
  { key: 'low_mood', label: 'alerts.lowMood', description: 'alerts.lowMoodHint', min: 20, max: 90 },
  {
    key: 'silence_days',
    label: 'alerts.silenceDays',
    description: 'alerts.silenceDaysHint',
    min: 1,
    max: 14,
  },
  {
    key: 'contact_minutes',
    label: 'alerts.contactMinutes',
    description: 'alerts.contactMinutesHint',
    min: 1,
    max: 240,
  },
];

/** The center's risk-alert thresholds: owners edit them, staff read them. */
export function AlertThresholdsForm({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const settings = useAlertSettings(centerId);
  const update = useUpdateAlertSettings(centerId);
  const [values, setValues] = useState<Partial<Record<keyof AlertThresholds, number | string>>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof AlertThresholds, string>>>({});
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    if (settings.data) setValues(settings.data);
  }, [settings.data]);
  useEffect(() => {
    if (settings.error) showError(errorMessage(settings.error));
  }, [settings.error]);

  const save = () => {
    const parsed = alertThresholds.safeParse(
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? v : Number.NaN])),
    );
    if (!parsed.success) {
      // Every rule of a threshold says the same sentence (alertThresholdInvalid), in the screen's language.
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), t('alertThresholdInvalid')]),
        ) as typeof errors,
      );
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => showSuccess(t('alertThresholdsSaved')),
      onError: (err) => showError(errorMessage(err)),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('alerts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('alerts.thresholdsIntro')}
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map((f) => (
              <NumberInput
                key={f.key}
                label={t(f.label)}
                description={t(f.description)}
                min={f.min}
                max={f.max}
                allowDecimal={false}
                disabled={!canEdit || settings.isPending}
                value={values[f.key] ?? ''}
                error={errors[f.key]}
                onChange={(v) => setValues((prev) => ({ ...prev, [f.key]: v }))}
              />
            ))}
          </SimpleGrid>
          {canEdit && (
            // Left-aligned: the floating chat bar holds the bottom-right corner of the page.
            <Group justify="flex-start" mt="md">
              <Button type="submit" loading={update.isPending}>
                {t('alerts.saveThresholds')}
              </Button>
            </Group>
          )}
        </form>
      </Stack>
    </Paper>
  );
}
