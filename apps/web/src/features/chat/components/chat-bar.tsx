import { Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useUnread } from '../api/read-state';
import { useChatRealtime } from '../realtime';
import classes from './chat.module.css';
import { UnreadBadge } from './unread-badge';

/**
 * The chat bar of every signed-in screen: keeps the chat live (one listener set for the whole app)
 * and shows the unread total, linking to Messages. On the messages routes the inbox shows it.
 */
export function ChatBar() {
  useChatRealtime();
  const { pathname } = useLocation();
  const unread = useUnread();
  const total = unread.data?.total_unread_count ?? 0;
  const t = useT();
  if (pathname.startsWith('/chats')) return null;
  return (
    <div className={classes.chatBar}>
      <Button
        component={Link}
        to="/chats"
        radius="xl"
        size="sm"
        leftSection={<IconMessages size={18} aria-hidden />}
        rightSection={total > 0 ? <UnreadBadge count={total} /> : undefined}
        // Messages, not conversations: the dashboard's card counts conversations (issue 20).
        aria-label={
          total > 0 ? `${t('chat.messages')}, ${t('chat.unread', { count: total })}` : t('chat.messages')
        }
        title={total > 0 ? t('chat.unread', { count: total }) : undefined}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        {t('chat.messages')}
      </Button>
    </div>
  );
}
