import { Badge, Button, Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { Spinner } from '../../lib/spinner';
import { useStaff } from './api/get-staff';
import { useExperts } from './api/list-experts';
import { StaffMemberModal } from './components/staff-member-modal';
import { StaffTable } from './components/staff-table';

/** Staff Members (owners, /members): the center's team, and the experts and support it can reach. */
export function MembersPage({ centerId }: { centerId: string }) {
  const staff = useStaff(centerId);
  const experts = useExperts(centerId);
  const [modal, setModal] = useState<{ member: StaffMember | null } | null>(null);
  const t = useT();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('staff.title')}
        </Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setModal({ member: null })}
        >
          {t('staff.add')}
        </Button>
      </Group>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {staff.isPending ? (
          <Center py="xl">
            <Spinner label={t('staff.loading')} />
          </Center>
        ) : staff.isError ? (
          <LoadError
            what={t('staff.loadWhat')}
            error={staff.error}
            onRetry={() => void staff.refetch()}
            retrying={staff.isFetching}
          />
        ) : (
          <StaffTable centerId={centerId} members={staff.data} onEdit={(member) => setModal({ member })} />
        )}
      </Card>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          {t('staff.experts')}
        </Title>
        {experts.isPending ? (
          <Spinner size="sm" label={t('staff.loadingExperts')} />
        ) : experts.isError ? (
          <LoadError
            what={t('staff.expertsWhat')}
            error={experts.error}
            onRetry={() => void experts.refetch()}
            retrying={experts.isFetching}
          />
        ) : experts.data.length === 0 ? (
          <Text c="dimmed">{t('expertsEmpty')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {experts.data.map((e) => (
              <List.Item key={e.external_id}>
                <Group gap="xs">
                  <Text>{e.name}</Text>
                  {e.is_support && (
                    <Badge variant="outline" color="blue.9">
                      {t('staff.support')}
                    </Badge>
                  )}
                  {e.is_expert && (
                    <Badge variant="outline" color="teal.9">
                      {t('staff.expert')}
                    </Badge>
                  )}
                  {e.platform && (
                    <Badge variant="outline" color="gray.8">
                      {t('staff.platform')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      <StaffMemberModal
        centerId={centerId}
        opened={!!modal}
        member={modal?.member ?? null}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}
