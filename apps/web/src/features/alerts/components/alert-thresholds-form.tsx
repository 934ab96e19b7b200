import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AlertThresholds, alertThresholds, messages } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';

const FIELDS: { key: keyof AlertThresholds; label: string; description: string; min: number; max: number }[] =
  [
    {
      key: 'mood_drop_points',
      label: 'Mood drop (points)',
      description: '3-day average below the previous 14 days by at least this much',
      min: 10,
      max: 80,
    },
    {
      key: 'low_mood',
      label: 'Low mood',
      description: 'Two check-ins in a row at or below this mood',
      min: 20,
      max: 90,
    },
    {
      key: 'silence_days',
      label: 'Silence (days)',
      description: 'Days missed by a patient who checked in daily',
      min: 1,
      max: 14,
    },
    {
      key: 'contact_minutes',
      label: 'Unanswered contact now (minutes)',
      description: 'Owners are alerted when a request waits this long',
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
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => showSuccess(messages.alertThresholdsSaved),
      onError: (err) => showError(errorMessage(err)),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            Risk alerts
          </Title>
          <Text size="sm" c="dimmed">
            When staff are alerted about a patient who may be slipping.
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
                label={f.label}
                description={f.description}
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
                Save thresholds
              </Button>
            </Group>
          )}
        </form>
      </Stack>
    </Paper>
  );
}
