import { ActionIcon, Anchor, Button, Group, Image, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ChatMessage } from '@portal/contracts';
import { IconDots, IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError } from '../../../lib/toasts';
import { useDeleteMessage } from '../api/delete-message';
import { useMarkUnread } from '../api/read-state';
import { useUpdateMessage } from '../api/update-message';
import type { ChatViewer } from '../viewer';
import { fullTime, shortTime } from './format';
import { LinkedText } from './linked-text';
import { UserLabel } from './user-label';

interface Props {
  message: ChatMessage;
  viewer: ChatViewer;
  /** Whether the viewer is in the conversation (only members write, reply and mark unread). */
  member: boolean;
  onOpenThread?: (message: ChatMessage) => void;
}

export function MessageItem({ message, viewer, member, onOpenThread }: Props) {
  const own = message.user.id === viewer.id;
  const deleted = message.status === 'deleted';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text);
  const update = useUpdateMessage();
  const remove = useDeleteMessage();
  const unread = useMarkUnread();
  const t = useT();
  const canDelete = !deleted && (own || viewer.isModerator);
  const canEdit = !deleted && own;
  const canUnread = member && !own && !message.parent_id;

  const save = () =>
    update.mutate(
      { id: message.id, text: draft },
      { onSuccess: () => setEditing(false), onError: (err) => showError(errorMessage(err)) },
    );

  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} wrap="nowrap" align="flex-start">
      <Paper
        component="article"
        aria-label={t('chat.messageFrom', { name: message.user.name })}
        p="xs"
        radius="md"
        withBorder
        bg={own ? 'teal.0' : 'white'}
        maw="min(85%, 560px)"
        style={{ minWidth: 0 }}
      >
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {own ? t('chat.you') : message.user.name}
            </Text>
            {!own && <UserLabel user={message.user} />}
            <Text size="xs" c="dimmed" title={fullTime(message.created_at)} style={{ flexShrink: 0 }}>
              {shortTime(message.created_at)}
            </Text>
          </Group>
          {(canEdit || canDelete || canUnread || (member && onOpenThread && !deleted)) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.messageActions')}>
                  <IconDots size={14} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {member && onOpenThread && !deleted && (
                  <Menu.Item onClick={() => onOpenThread(message)}>{t('chat.replyInThread')}</Menu.Item>
                )}
                {canEdit && (
                  <Menu.Item
                    onClick={() => {
                      setDraft(message.text);
                      setEditing(true);
                    }}
                  >
                    {t('chat.edit')}
                  </Menu.Item>
                )}
                {canUnread && (
                  <Menu.Item
                    onClick={() =>
                      unread.mutate(
                        { channelId: message.channel_id, messageId: message.id },
                        { onError: (err) => showError(errorMessage(err)) },
                      )
                    }
                  >
                    {t('chat.markUnread')}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item
                    color="red"
                    onClick={() => remove.mutate(message, { onError: (err) => showError(errorMessage(err)) })}
                  >
                    {t('chat.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {editing ? (
          <Stack gap={6} mt={4}>
            <Textarea
              label={t('chat.editMessage')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={6}
              autoFocus
            />
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="compact-sm" onClick={save} loading={update.isPending} disabled={!draft.trim()}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        ) : deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('chatMessageDeleted')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkedText text={message.text} />
            {message.edited_at && (
              <Text span size="xs" c="dimmed">
                {' '}
                {t('chat.edited')}
              </Text>
            )}
          </Text>
        )}
        {!deleted && message.attachments.length > 0 && (
          <Group gap="xs" mt={6}>
            {message.attachments.map((a) =>
              a.url ? (
                <Anchor
                  key={a.key}
                  href={a.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('chat.openImage', { name: a.name })}
                >
                  <Image src={a.url} alt={a.name} maw={220} mah={220} radius="sm" fit="contain" />
                </Anchor>
              ) : (
                <Text key={a.key} size="xs" c="dimmed">
                  {a.name}
                </Text>
              ),
            )}
          </Group>
        )}
        {message.reply_count > 0 && onOpenThread && (
          <Button
            variant="subtle"
            size="compact-xs"
            mt={4}
            leftSection={<IconMessageReply size={12} aria-hidden />}
            onClick={() => onOpenThread(message)}
          >
            {t('chat.replies', { count: message.reply_count })}
          </Button>
        )}
      </Paper>
    </Group>
  );
}
