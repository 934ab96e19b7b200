import { Group, Paper, Text } from '@mantine/core';
import type { OutcomesCompletion } from '@portal/contracts';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatShare } from './model';

/** Due so far, completed, missed, still open, and the completion rate (completed of those closed). */
export function CompletionStats({ completion }: { completion: OutcomesCompletion }) {
  const t = useT();
  const { locale } = useLanguage();
  const items = [
    { label: t('outcomes.owed'), value: String(completion.owed) },
    { label: t('outcomes.completed'), value: String(completion.completed) },
    { label: t('outcomes.missed'), value: String(completion.missed) },
    { label: t('outcomes.open'), value: String(completion.open) },
    { label: t('outcomes.rate'), value: formatShare(completion.rate, locale) },
  ];
  return (
    <Group gap="sm" component="dl" m={0}>
      {items.map((i) => (
        <Paper key={i.label} withBorder p="sm" radius="md" miw={120}>
          <Text component="dt" size="xs" c="dimmed">
            {i.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {i.value}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
