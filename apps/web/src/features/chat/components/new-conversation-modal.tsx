import { Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { useOpenChannel } from '../api/open-channel';
import { useExperts, usePatientSearch } from '../api/people';
import type { ChatViewer } from '../viewer';

/** Staff in the staff member list start (or reopen) a 1:1 conversation with a patient or an expert. */
export function NewConversationModal({
  opened,
  onClose,
  viewer,
}: {
  opened: boolean;
  onClose: () => void;
  viewer: ChatViewer;
}) {
  const [name, setName] = useState('');
  const [query] = useDebouncedValue(name.trim(), 300);
  const patients = usePatientSearch(query, opened && query.length > 0);
  const experts = useExperts(viewer.centerId, opened);
  const open = useOpenChannel();
  const navigate = useNavigate();

  const start = (memberId: string) =>
    open.mutate(memberId, {
      onSuccess: ({ channel }) => {
        onClose();
        setName('');
        void navigate(`/chats/${channel.id}`);
      },
      onError: (err) => showError(errorMessage(err)),
    });

  const reachable = (patients.data?.memberships ?? []).filter((m) => m.external_id);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New message"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <TextInput
          label="Patient name"
          placeholder="Search patients"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        {patients.isFetching && <Spinner size="xs" label="Searching patients" />}
        {query && !patients.isFetching && reachable.length === 0 && (
          <Text size="sm" c="dimmed">
            No patient with the app found by that name.
          </Text>
        )}
        <Stack
          gap={4}
          component="ul"
          aria-label="Patients"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {reachable.map((m) => (
            <li key={m.id}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {m.full_name || m.email}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => start(m.external_id as string)}
                  loading={open.isPending && open.variables === m.external_id}
                  aria-label={`Message ${m.full_name || m.email}`}
                >
                  Message
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
        <Divider label="Experts and support" labelPosition="left" />
        {experts.isPending ? (
          <Spinner size="xs" label="Loading experts" />
        ) : (experts.data?.experts ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No experts or support available yet.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label="Experts and support"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {(experts.data?.experts ?? []).map((e) => (
              <li key={e.external_id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {e.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {e.is_support ? 'Support' : 'Expert'}
                    </Text>
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => start(e.external_id)}
                    loading={open.isPending && open.variables === e.external_id}
                    aria-label={`Message ${e.name}`}
                  >
                    Message
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
