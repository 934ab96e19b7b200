import { Badge, Button, Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { messages, type StaffMember } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
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

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Staff Members
        </Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setModal({ member: null })}
        >
          Add staff member
        </Button>
      </Group>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {staff.isPending ? (
          <Center py="xl">
            <Spinner label="Loading staff members" />
          </Center>
        ) : staff.isError ? (
          <LoadError
            what="The staff members"
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
          Experts and support
        </Title>
        {experts.isPending ? (
          <Spinner size="sm" label="Loading experts" />
        ) : experts.isError ? (
          <LoadError
            what="The experts and support"
            error={experts.error}
            onRetry={() => void experts.refetch()}
            retrying={experts.isFetching}
          />
        ) : experts.data.length === 0 ? (
          <Text c="dimmed">{messages.expertsEmpty}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {experts.data.map((e) => (
              <List.Item key={e.external_id}>
                <Group gap="xs">
                  <Text>{e.name}</Text>
                  {e.is_support && (
                    <Badge variant="outline" color="blue.9">
                      Support
                    </Badge>
                  )}
                  {e.is_expert && (
                    <Badge variant="outline" color="teal.9">
                      Expert
                    </Badge>
                  )}
                  {e.platform && (
                    <Badge variant="outline" color="gray.8">
                      Platform
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
