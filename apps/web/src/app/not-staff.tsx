import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../lib/i18n';

/** Where the patient app lives, on the portal's own origin (apps/patient, served under /app/). */
const PATIENT_APP_PATH = '/app/';

/**
 * What an account without a portal role sees (issue 19): a patient, or someone without a center,
 * who signed in at the staff portal. One page, no navigation, no calls for staff data: where to go
 * instead, and a way to sign out.
 */
export function NotStaffScreen({ onSignOut }: { onSignOut: () => void }) {
  const t = useT();
  return (
    <Center mih="70vh" p="md" component="main">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('shell.forStaff')}
          </Title>
          <Text>{t('staffPortalOnly')}</Text>
          <Anchor href={PATIENT_APP_PATH} fw={600}>
            {t('shell.openApp')}
          </Anchor>
          <Button variant="default" onClick={onSignOut}>
            {t('shell.signOut')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
