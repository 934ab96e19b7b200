import { Button, Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ChatChannel } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { Spinner } from '../../../lib/spinner';
import { useChannels } from '../api/list-channels';
import { useUnread } from '../api/read-state';
import { type ChatViewer, counterpart } from '../viewer';
import classes from './chat.module.css';
import { shortTime } from './format';
import { UnreadBadge } from './unread-badge';
import { UserLabel } from './user-label';

function preview(channel: ChatChannel, viewer: ChatViewer, t: ReturnType<typeof useT>): string {
  const last = channel.last_message;
  if (!last) return t('chat.noMessagesYet');
  if (last.status === 'deleted') return t('chatMessageDeleted');
  const text = last.text || t('chat.attachment');
  return last.user.id === viewer.id ? t('chat.yours', { text }) : text;
}

/** The Inbox (spec §2): conversations by newest activity, unread badges, 20 a page. */
export function InboxPanel({
  viewer,
  activeId,
  actions,
}: {
  viewer: ChatViewer;
  activeId?: string | undefined;
  actions?: ReactNode;
}) {
  const channels = useChannels();
  const unread = useUnread();
  const t = useT();
  const unreadOf = (id: string) => unread.data?.channels.find((c) => c.channel_id === id)?.unread_count ?? 0;
  const all = channels.data?.pages.flatMap((p) => p.channels) ?? [];

  return (
    <Paper withBorder radius="md" h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={2} size="h4">
          {t('chat.inbox')}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {channels.isPending ? (
          <Group justify="center" p="lg">
            <Spinner size="sm" label={t('chat.loadingConversations')} />
          </Group>
        ) : channels.isError && all.length === 0 ? (
          <LoadError
            what={t('chat.conversationsWhat')}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            retrying={channels.isFetching}
          />
        ) : all.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            {t('inboxEmpty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" aria-label={t('chat.conversations')} className={classes.list}>
            {all.map((channel) => {
              const { title, people } = counterpart(channel, viewer);
              const count = unreadOf(channel.id);
              const active = channel.id === activeId;
              return (
                <li key={channel.id}>
                  <UnstyledButton
                    component={Link}
                    to={`/chats/${channel.id}`}
                    className={classes.item}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                    aria-label={count ? `${title}, ${t('chat.unread', { count })}` : title}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                        <Text size="sm" fw={count ? 700 : 500} truncate>
                          {title}
                        </Text>
                        {people.length === 1 && people[0] && <UserLabel user={people[0]} />}
                      </Group>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {shortTime(channel.last_message_at ?? channel.created_at)}
                      </Text>
                    </Group>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="xs" c="dimmed" truncate>
                        {preview(channel, viewer, t)}
                      </Text>
                      {count > 0 && <UnreadBadge count={count} />}
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
        {channels.hasNextPage && (
          <Group justify="center" p="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void channels.fetchNextPage()}
              loading={channels.isFetchingNextPage}
            >
              {t('chat.loadMoreConversations')}
            </Button>
          </Group>
        )}
      </ScrollArea>
    </Paper>
  );
}
