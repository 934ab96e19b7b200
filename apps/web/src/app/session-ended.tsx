import { Alert, Button, Center, Paper, Stack, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useT } from '../lib/i18n';

/**
 * Where the portal lands when a session ended on its own (idle or too long): why, and a way back
 * in. No automatic redirect, so the person sees the reason instead of a login page out of nowhere.
 */
export function SessionEndedScreen({ reason, onSignIn }: { reason: string; onSignIn: () => void }) {
  const t = useT();
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={440} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('shell.signedOut')}
          </Title>
          <Alert color="yellow" icon={<IconClockHour4 size={18} aria-hidden />} role="alert">
            {reason}
          </Alert>
          <Button onClick={onSignIn}>{t('shell.signIn')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
