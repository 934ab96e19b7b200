import { Badge, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useLanguage, useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { useNotifications } from '../api/list-notifications';
import { NewNotificationModal } from './new-notification-modal';

const sentAt = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Notifications (owners, spec §2): the history of alumni notifications and the New modal. */
export function NotificationsPage({ centerId }: { centerId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const { locale } = useLanguage();
  const notifications = useNotifications();
  const list = notifications.data?.pages.flatMap((p) => p.alumni_notifications) ?? [];

  useEffect(() => {
    if (notifications.isError) showError(errorMessage(notifications.error));
  }, [notifications.isError, notifications.error]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('notifications.title')}</Title>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpen(true)}>
          {t('notifications.new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('notifications.intro')}
      </Text>

      {notifications.isPending ? (
        <Center mih={160}>
          <Spinner label={t('notifications.loading')} />
        </Center>
      ) : notifications.isError && list.length === 0 ? (
        <LoadError
          what={t('notifications.loadWhat')}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : list.length === 0 ? (
        <Center mih={140} bg="gray.0" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text c="dimmed">{t('notificationsEmpty')}</Text>
        </Center>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('notifications.sent')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((n) => (
            <Card component="li" key={n.id} withBorder radius="md" padding="md">
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.message}</Text>
              <Group gap="xs" mt="sm" justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  <time dateTime={n.sent_at}>{sentAt(n.sent_at, locale)}</time>
                  {n.sent_by ? ` · ${n.sent_by}` : ''}
                </Text>
                <Badge
                  variant="light"
                  color="gray"
                  tt="none"
                  leftSection={<IconUsers size={12} aria-hidden />}
                >
                  {t('notifications.recipients', { count: n.recipients_count })}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {notifications.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        </Group>
      )}
      <NewNotificationModal opened={open} onClose={() => setOpen(false)} centerId={centerId} />
    </Stack>
  );
}
