import { Badge, Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useUnread } from '../api/read-state';
import { useChatRealtime } from '../realtime';
import classes from './chat.module.css';

/**
 * The chat bar of every signed-in screen: keeps the chat live (one listener set for the whole app)
 * and shows the unread total, linking to Messages. On the messages routes the inbox shows it.
 */
export function ChatBar() {
  useChatRealtime();
  const { pathname } = useLocation();
  const unread = useUnread();
  const total = unread.data?.total_unread_count ?? 0;
  if (pathname.startsWith('/chats')) return null;
  return (
    <div className={classes.chatBar}>
      <Button
        component={Link}
        to="/chats"
        radius="xl"
        size="sm"
        leftSection={<IconMessages size={18} aria-hidden />}
        rightSection={
          total > 0 ? (
            <Badge color="red" size="sm" circle aria-hidden>
              {total > 99 ? '99+' : total}
            </Badge>
          ) : undefined
        }
        aria-label={total > 0 ? `Messages, ${total} unread` : 'Messages'}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        Messages
      </Button>
    </div>
  );
}
