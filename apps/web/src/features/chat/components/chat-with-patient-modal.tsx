import { Accordion, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatUser } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { useChannels } from '../api/list-channels';
import { useMessages } from '../api/list-messages';
import { useOpenChannel } from '../api/open-channel';
import { usePatientSearch } from '../api/people';
import type { ChatViewer } from '../viewer';
import { MessageItem } from './message-item';

function History({ channelId, viewer }: { channelId: string; viewer: ChatViewer }) {
  const list = useMessages(channelId);
  const t = useT();
  const ordered = [...(list.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  if (list.isPending) return <Spinner size="xs" label={t('chat.loadingHistory')} />;
  return (
    <Stack gap={6}>
      {ordered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chat.noMessagesYetDot')}
        </Text>
      )}
      {ordered.map((m) => (
        <MessageItem key={m.id} message={m} viewer={viewer} member={false} />
      ))}
      <Anchor component={Link} to={`/chats/${channelId}`} size="sm">
        {t('chat.openInMessages')}
      </Anchor>
    </Stack>
  );
}

/**
 * Chat with a patient (moderators only, spec §2, §6): find a patient, read their conversations with
 * every staff member and expert of the center, and start one if you are in the staff member list.
 */
export function ChatWithPatientModal({
  opened,
  onClose,
  viewer,
}: {
  opened: boolean;
  onClose: () => void;
  viewer: ChatViewer;
}) {
  const [name, setName] = useState('');
  const [query] = useDebouncedValue(name.trim().toLowerCase(), 300);
  const [patient, setPatient] = useState<{ id: string; name: string } | null>(null);
  // Staff-list moderators (owners) search every patient; support finds patients through their conversations.
  const search = usePatientSearch(query, opened && viewer.inStaffList && query.length > 0);
  const inbox = useChannels({}, opened && !viewer.inStaffList);
  const fromInbox = useMemo(() => {
    const seen = new Map<string, ChatUser>();
    for (const ch of inbox.data?.pages.flatMap((p) => p.channels) ?? []) {
      for (const m of ch.members) if (m.role === 'patient') seen.set(m.id, m);
    }
    return [...seen.values()].filter((m) => m.name.toLowerCase().includes(query));
  }, [inbox.data, query]);
  const candidates = viewer.inStaffList
    ? (search.data?.memberships ?? [])
        .filter((m) => m.external_id)
        .map((m) => ({ id: m.external_id as string, name: m.full_name || m.email }))
    : fromInbox.map((m) => ({ id: m.id, name: m.name }));
  const history = useChannels({ member_id: patient?.id ?? '' }, opened && !!patient);
  const open = useOpenChannel();
  const navigate = useNavigate();
  const t = useT();

  const close = () => {
    setPatient(null);
    setName('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('chat.withPatient')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('chat.close') }}
    >
      {!patient ? (
        <Stack gap="sm">
          <TextInput
            label={t('chat.patientName')}
            placeholder={t('chat.searchPatients')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          {(search.isFetching || inbox.isFetching) && (
            <Spinner size="xs" label={t('chat.searchingPatients')} />
          )}
          {(query || !viewer.inStaffList) &&
            candidates.length === 0 &&
            !search.isFetching &&
            !inbox.isFetching && (
              <Text size="sm" c="dimmed">
                {t('chat.noPatientFound')}
              </Text>
            )}
          <Stack
            gap={4}
            component="ul"
            aria-label={t('chat.patients')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {candidates.map((c) => (
              <li key={c.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {c.name}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setPatient(c)}
                    aria-label={t('chat.openNamed', { name: c.name })}
                  >
                    {t('chat.open')}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{patient.name}</Text>
            <Group gap="xs">
              <Button variant="default" size="compact-sm" onClick={() => setPatient(null)}>
                {t('chat.anotherPatient')}
              </Button>
              {viewer.inStaffList && (
                <Button
                  size="compact-sm"
                  loading={open.isPending}
                  onClick={() =>
                    open.mutate(patient.id, {
                      onSuccess: ({ channel }) => {
                        close();
                        void navigate(`/chats/${channel.id}`);
                      },
                      onError: (err) => showError(errorMessage(err)),
                    })
                  }
                >
                  {t('chat.messageNamed', { name: patient.name })}
                </Button>
              )}
            </Group>
          </Group>
          {history.isPending ? (
            <Spinner size="sm" label={t('chat.loadingConversations')} />
          ) : (history.data?.pages.flatMap((p) => p.channels) ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('chat.noConversationsWithPatient')}
            </Text>
          ) : (
            <Accordion variant="separated">
              {(history.data?.pages.flatMap((p) => p.channels) ?? []).map((ch) => {
                const others = ch.members
                  .filter((m) => m.id !== patient.id)
                  .map((m) => m.name)
                  .join(', ');
                return (
                  <Accordion.Item key={ch.id} value={ch.id}>
                    <Accordion.Control>{t('chat.withNames', { names: others })}</Accordion.Control>
                    <Accordion.Panel>
                      <History channelId={ch.id} viewer={viewer} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          )}
        </Stack>
      )}
    </Modal>
  );
}
