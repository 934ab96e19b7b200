import { ActionIcon, Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CHAT_EVENTS,
  type ChatChannelEvent,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatTypingEvent,
} from '@portal/contracts';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { realtimeSocket, useRealtimeEvent } from '../../../lib/realtime';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteChannel } from '../api/delete-channel';
import { useChannel } from '../api/get-channel';
import { useMessages } from '../api/list-messages';
import { useMarkRead, useUnread } from '../api/read-state';
import { type ChatViewer, counterpart } from '../viewer';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadDrawer } from './thread-drawer';
import { UserLabel } from './user-label';

/** One conversation: its messages (older ones on demand), threads, and a composer for members. */
export function Conversation({
  channelId,
  viewer,
  onClosed,
}: {
  channelId: string;
  viewer: ChatViewer;
  /** The conversation is gone (deleted here or elsewhere): leave it. */
  onClosed: () => void;
}) {
  const mobile = useMobile();
  const t = useT();
  const channel = useChannel(channelId);
  const list = useMessages(channelId);
  const markRead = useMarkRead();
  const removeChannel = useDeleteChannel();
  const [thread, setThread] = useState<ChatMessage | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const info = channel.data?.channel;
  const member = info?.is_member ?? false;

  const ordered = useMemo(
    () => [...(list.data?.pages ?? [])].reverse().flatMap((p) => p.messages),
    [list.data],
  );
  const { fetchNextPage } = list;
  const fetchOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // The thread drawer follows the cached copy of its message (reply counts, edits).
  const threadMessage = thread ? (ordered.find((m) => m.id === thread.id) ?? thread) : null;

  // Reading: while the conversation is open, whatever arrives in it (thread replies too) is read.
  const unread = useUnread();
  const unreadHere = unread.data?.channels.find((c) => c.channel_id === channelId)?.unread_count ?? 0;
  const { mutate: markChannelRead, isPending: marking } = markRead;
  useEffect(() => {
    if (member && unreadHere > 0 && !marking) markChannelRead(channelId);
  }, [member, unreadHere, marking, channelId, markChannelRead]);

  // Typing: watch this channel on the shared connection while it is open.
  useEffect(() => {
    const socket = realtimeSocket();
    const watch = () => socket.emit(CHAT_EVENTS.watch, { channel_id: channelId });
    watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      socket.emit(CHAT_EVENTS.unwatch, { channel_id: channelId });
    };
  }, [channelId]);
  useRealtimeEvent<ChatTypingEvent>(CHAT_EVENTS.typing, (e) => {
    if (e.channel_id !== channelId) return;
    const who = info?.members.find((m) => m.user_id === e.user_id);
    setTyping(e.typing && who ? who.name : null);
  });
  // A message from the person typing ends their typing.
  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.messageNew, (e) => {
    if (e.channel_id === channelId) setTyping(null);
  });
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), 4000);
    return () => clearTimeout(timer);
  }, [typing]);
  const lastTyping = useRef(0);
  const sendTyping = () => {
    if (Date.now() - lastTyping.current < 2000) return;
    lastTyping.current = Date.now();
    realtimeSocket().emit(CHAT_EVENTS.typing, { channel_id: channelId, typing: true });
  };

  // Deleted elsewhere (spec §4): clear the open chat.
  useRealtimeEvent<ChatChannelEvent>(CHAT_EVENTS.channelDeleted, (e) => {
    if (e.channel_id === channelId) onClosed();
  });

  if (channel.isError) {
    return (
      <Alert color="gray" title={t('chat.notAvailable')}>
        {t('chat.notAvailableBody')} <Link to="/chats">{t('chat.backToInbox')}</Link>
      </Alert>
    );
  }
  if (!info) {
    return (
      <Center h={240}>
        <Spinner label={t('chat.loadingConversation')} />
      </Center>
    );
  }
  const { title, people } = counterpart(info, viewer);

  return (
    <Paper withBorder radius="md" h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {/* Wraps on a phone: the delete button goes under the name rather than losing its label. */}
      <Group
        p="sm"
        justify="space-between"
        wrap="wrap"
        gap="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          {mobile && (
            <ActionIcon component={Link} to="/chats" variant="subtle" aria-label={t('chat.backToInbox')}>
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          )}
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {people.length === 1 && people[0] && <UserLabel user={people[0]} />}
        </Group>
        {viewer.isModerator && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            style={{ flexShrink: 0 }}
            onClick={() => setConfirming(true)}
          >
            {t('chat.deleteConversation')}
          </Button>
        )}
      </Group>
      <MessageList
        title={title}
        ordered={ordered}
        pending={list.isPending}
        hasOlder={list.hasNextPage}
        loadingOlder={list.isFetchingNextPage}
        fetchOlder={fetchOlder}
        viewer={viewer}
        member={member}
        onOpenThread={setThread}
      />
      <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="xs" c="dimmed" h={16} aria-live="polite">
          {typing ? t('chat.typing', { name: typing }) : ''}
        </Text>
        {member ? (
          <Composer channelId={channelId} onTyping={sendTyping} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('chat.moderatorReading')}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('chat.deleteConversation')}
        loading={removeChannel.isPending}
        onNo={() => setConfirming(false)}
        onYes={() =>
          // mutateAsync, not mutate's callbacks: the channel.deleted event can reach this screen
          // before the answer and unmount it, and mutate's callbacks never run after an unmount
          // (the toast was lost on Redis).
          removeChannel.mutateAsync(channelId).then(
            () => {
              setConfirming(false);
              showSuccess(t('chatChannelRemoved'));
              onClosed();
            },
            (err: unknown) => showError(errorMessage(err)),
          )
        }
      >
        <Text>{t('chatChannelDeleteConfirm')}</Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      </ConfirmModal>
      <ThreadDrawer parent={threadMessage} viewer={viewer} member={member} onClose={() => setThread(null)} />
    </Paper>
  );
}
