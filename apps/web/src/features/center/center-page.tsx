import { Anchor, Card, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Link } from 'react-router';
import { Spinner } from '../../lib/spinner';
import { useCenter } from './api/get-center';
import { CenterInfoForm } from './components/center-info-form';
import { LogoField } from './components/logo-field';

/** Edit Center Information (owners, /profile). */
export function CenterPage({ centerId }: { centerId: string }) {
  const center = useCenter(centerId);
  return (
    <Stack maw={640} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        Center information
      </Title>
      <Card withBorder radius="md" p="lg">
        {center.isPending ? (
          <Center py="xl">
            <Spinner label="Loading the center" />
          </Center>
        ) : center.isError ? (
          <Text role="alert">{messages.requestFailed}</Text>
        ) : (
          <CenterInfoForm center={center.data} extra={<LogoField center={center.data} />} />
        )}
      </Card>
      <Text size="sm">
        Check-in messages, default tasks and the program start are in{' '}
        <Anchor component={Link} to="/default-settings">
          Default settings
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
