import { Chip, Group, Text } from '@mantine/core';
import { useLanguage, useT } from '../../../lib/i18n';
import { weekDays } from './days';
import classes from './tasks.module.css';

/** Days of the week a task applies to; none chosen means every day. */
export function DaysPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" size="sm" fw={500}>
        {t('tasks.days')}
      </Text>
      <Text size="xs" c="dimmed">
        {t(value.length === 0 ? 'tasks.daysEvery' : 'tasks.daysChosen')}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
      >
        <Group gap={6} mt={6}>
          {weekDays(locale).map((d) => (
            <Chip key={d.value} value={String(d.value)} size="sm" aria-label={d.long}>
              {d.short}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
