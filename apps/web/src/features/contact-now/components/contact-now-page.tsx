import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { CONTACT_NOW_EVENTS, type ContactRequest } from '@portal/contracts';
import { IconPhone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatPhone, formatWaiting, telHref } from '../../../lib/format-contact';
import { errorMessage } from '../../../lib/http';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useHandleContactRequest } from '../api/handle-contact-request';
import { contactRequestsQueryKey, HISTORY_PAGE_SIZE, useContactRequests } from '../api/list-contact-requests';
import classes from './contact-now.module.css';

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const dateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function Phone({ phone }: { phone: string | null }) {
  const t = useT();
  return phone ? (
    <Anchor href={telHref(phone)} fw={500}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        {formatPhone(phone)}
      </Group>
    </Anchor>
  ) : (
    <Text c="dimmed" size="sm">
      {t('contactNow.noPhone')}
    </Text>
  );
}

/** Patients waiting for a call (live), and the requests handled before. */
export function ContactNowPage() {
  const client = useQueryClient();
  const live = useRealtimeConnected();
  const [tab, setTab] = useState<string | null>('open');
  const [page, setPage] = useState(1);
  const open = useContactRequests('open', 0, live);
  const history = useContactRequests('handled', (page - 1) * HISTORY_PAGE_SIZE, live);
  const handle = useHandleContactRequest();
  const now = useNow(15_000);
  const t = useT();
  const { locale } = useLanguage();

  useRealtimeEvent(CONTACT_NOW_EVENTS.changed, () => {
    void client.invalidateQueries({ queryKey: contactRequestsQueryKey });
  });

  const failed = open.error ?? history.error;
  useEffect(() => {
    if (failed) showError(errorMessage(failed));
  }, [failed]);

  async function markHandled(request: ContactRequest) {
    try {
      await handle.mutateAsync(request.id);
      showSuccess(t('contactRequestHandled'));
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  const waiting = open.data?.total ?? 0;
  const historyPages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('contactNow.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('contactNow.intro')} {t(live ? 'contactNow.live' : 'contactNow.polling')}
        </Text>
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="open"
            rightSection={
              <Badge size="sm" color={waiting ? 'red' : 'gray'} variant={waiting ? 'filled' : 'light'}>
                {waiting}
              </Badge>
            }
          >
            {t('contactNow.waiting')}
          </Tabs.Tab>
          <Tabs.Tab value="handled">{t('contactNow.handled')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="open" pt="md">
          {open.isPending ? (
            <Center mih={120}>
              <Spinner label={t('contactNow.loadingQueue')} />
            </Center>
          ) : !open.data?.requests.length ? (
            <Center mih={120} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Text c="dimmed">{t('contactQueueEmpty')}</Text>
            </Center>
          ) : (
            <Stack
              component="ul"
              gap="xs"
              className={classes.plainList}
              aria-label={t('contactNow.waitingList')}
            >
              {open.data.requests.map((r) => (
                <Paper component="li" key={r.id} withBorder p="sm" radius="md" aria-label={r.patient_name}>
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {r.patient_name}
                      </Text>
                      <Phone phone={r.phone} />
                      <Text size="sm" c="dimmed">
                        {t('contactNow.waitingSince', {
                          time: formatWaiting(r.created_at, now),
                          since: dateTime(r.created_at, locale),
                        })}
                      </Text>
                    </Stack>
                    <Button
                      onClick={() => void markHandled(r)}
                      loading={handle.isPending && handle.variables === r.id}
                      aria-label={t('contactNow.markHandledNamed', { name: r.patient_name })}
                    >
                      {t('contactNow.markHandled')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="handled" pt="md">
          {history.isPending ? (
            <Center mih={120}>
              <Spinner label={t('contactNow.loadingHandled')} />
            </Center>
          ) : !history.data?.requests.length ? (
            <Center mih={120} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Text c="dimmed">{t('contactHistoryEmpty')}</Text>
            </Center>
          ) : (
            <Stack gap="sm">
              <Stack
                component="ul"
                gap="xs"
                className={classes.plainList}
                aria-label={t('contactNow.handledList')}
              >
                {history.data.requests.map((r) => (
                  <Paper component="li" key={r.id} withBorder p="sm" radius="md">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {r.patient_name}
                        </Text>
                        <Phone phone={r.phone} />
                      </Stack>
                      <Stack gap={2} align="flex-end">
                        <Text size="sm">
                          {t('contactNow.handledBy', {
                            name: r.handled_by?.name ?? t('contactNow.formerStaff'),
                          })}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {r.handled_at ? dateTime(r.handled_at, locale) : ''} ·{' '}
                          {t('contactNow.asked', { when: dateTime(r.created_at, locale) })}
                        </Text>
                      </Stack>
                    </Group>
                  </Paper>
                ))}
              </Stack>
              {historyPages > 1 && (
                <Pagination
                  total={historyPages}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`contactNow.page.${control}`) })}
                />
              )}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
