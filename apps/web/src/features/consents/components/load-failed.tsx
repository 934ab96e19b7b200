import { Button, Center, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';

/** What could not be loaded, why (the server's sentence), and Retry, where the list would be. */
export function LoadFailed({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <Center mih={100} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack align="center" gap="xs" role="alert">
        <Text fw={600} ta="center">
          {what}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {errorMessage(error)}
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('consents.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
