import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../lib/i18n';

export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
