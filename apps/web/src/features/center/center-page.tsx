import { Anchor, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../lib/spinner';
import { useCenter } from './api/get-center';
import { CenterInfoForm } from './components/center-info-form';
import { LogoField } from './components/logo-field';

/** Edit Center Information (owners, /profile). */
export function CenterPage({ centerId }: { centerId: string }) {
  const t = useT();
  const center = useCenter(centerId);
  return (
    <Stack maw={640} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('center.title')}
      </Title>
      <Card withBorder radius="md" p="lg">
        {center.isPending ? (
          <Center py="xl">
            <Spinner label={t('center.loading')} />
          </Center>
        ) : center.isError ? (
          <Text role="alert">{t('requestFailed')}</Text>
        ) : (
          <CenterInfoForm center={center.data} extra={<LogoField center={center.data} />} />
        )}
      </Card>
      <Text size="sm">
        {t('center.settingsHint')}{' '}
        <Anchor component={Link} to="/default-settings">
          {t('center.settingsLink')}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
