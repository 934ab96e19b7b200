import { Button, Center, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from './http';
import { useT } from './i18n';

/**
 * A list that could not be loaded says so where the list would be, with the reason and a Retry
 * button (issue 20): the error toast closes after 5 s, and the page must not stay empty without a way on.
 */
export function LoadError({
  what,
  title,
  error,
  onRetry,
  retrying = false,
}: {
  /** What failed, as a sentence's subject ("The patients", "The notes"), or `title` instead. */
  what?: string;
  /** The whole sentence that says what failed, when a screen has its own ("The consents could not be loaded."). */
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <Center mih={120} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack align="center" gap="xs" role="alert">
        <Text fw={600} ta="center">
          {title ?? t('shell.couldNotLoad', { what })}
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
          {t('shell.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
