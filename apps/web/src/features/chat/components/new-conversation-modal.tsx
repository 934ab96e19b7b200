import { Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
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
  const t = useT();

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
      title={t('chat.newMessage')}
      size="md"
      closeButtonProps={{ 'aria-label': t('chat.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('chat.patientName')}
          placeholder={t('chat.searchPatients')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        {patients.isFetching && <Spinner size="xs" label={t('chat.searchingPatients')} />}
        {query && !patients.isFetching && reachable.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('chat.noPatientWithApp')}
          </Text>
        )}
        <Stack
          gap={4}
          component="ul"
          aria-label={t('chat.patients')}
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
                  aria-label={t('chat.messageNamed', { name: m.full_name || m.email })}
                >
                  {t('chat.messageButton')}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
        <Divider label={t('chat.expertsAndSupport')} labelPosition="left" />
        {experts.isPending ? (
          <Spinner size="xs" label={t('chat.loadingExperts')} />
        ) : (experts.data?.experts ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chat.noExperts')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label={t('chat.expertsAndSupport')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {(experts.data?.experts ?? []).map((e) => (
              <li key={e.external_id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {e.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {e.is_support ? t('chat.support') : t('chat.expert')}
                    </Text>
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => start(e.external_id)}
                    loading={open.isPending && open.variables === e.external_id}
                    aria-label={t('chat.messageNamed', { name: e.name })}
                  >
                    {t('chat.messageButton')}
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
