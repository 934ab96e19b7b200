import { Drawer, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { useReplies } from '../api/list-replies';
import type { ChatViewer } from '../viewer';
import { Composer } from './composer';
import { MessageItem } from './message-item';

/** A message and its thread replies, with a reply box for members. */
export function ThreadDrawer({
  parent,
  viewer,
  member,
  onClose,
}: {
  parent: ChatMessage | null;
  viewer: ChatViewer;
  member: boolean;
  onClose: () => void;
}) {
  const replies = useReplies(parent?.id ?? null);
  const t = useT();
  return (
    <Drawer
      opened={!!parent}
      onClose={onClose}
      title={t('chat.thread')}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('chat.closeThread') }}
    >
      {parent && (
        <Stack gap="sm">
          <MessageItem message={parent} viewer={viewer} member={member} />
          <Text size="xs" c="dimmed">
            {t('chat.replies', { count: parent.reply_count })}
          </Text>
          {replies.isPending ? (
            <Spinner size="sm" label={t('chat.loadingReplies')} />
          ) : (
            (replies.data?.messages ?? []).map((m) => (
              <MessageItem key={m.id} message={m} viewer={viewer} member={member} />
            ))
          )}
          {member && <Composer channelId={parent.channel_id} parentId={parent.id} label={t('chat.reply')} />}
        </Stack>
      )}
    </Drawer>
  );
}
