import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../lib/spinner';
import { useCenterSettings } from './api/get-center-settings';
import { DefaultSettingsForm } from './components/default-settings-form';

/** Default settings (/default-settings): owners change them, staff read them. */
export function DefaultSettingsPage({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const settings = useCenterSettings(centerId);
  const t = useT();
  return (
    <Stack maw={720} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('settings.defaultsTitle')}
      </Title>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {settings.isPending ? (
          <Center py="xl">
            <Spinner label={t('settings.defaultsLoading')} />
          </Center>
        ) : settings.isError ? (
          <Text role="alert">{t('requestFailed')}</Text>
        ) : canEdit ? (
          <DefaultSettingsForm centerId={centerId} settings={settings.data} />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('settings.ownersOnly')}
            </Text>
            <Text>
              <b>{t('settings.timeZoneTerm')}</b> {settings.data.time_zone}
            </Text>
            {settings.data.check_in_messages.map((m, i) => (
              <Text key={m}>
                <b>{t('settings.checkInMessageTerm', { number: i + 1 })}</b> {m}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
