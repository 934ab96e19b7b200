import { Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../lib/i18n';

/** An honest page for a screen that is not built yet: no fake data. */
export function EmptyScreen({ title }: { title: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Center mih={240} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text c="dimmed">{t('shell.notAvailable')}</Text>
      </Center>
    </Stack>
  );
}
