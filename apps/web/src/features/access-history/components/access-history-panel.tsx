import { Badge, Button, Card, Center, Group, Stack, Table, Text } from '@mantine/core';
import type { AccessEvent } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDayAndTime } from '../../../lib/day-and-time';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { exportAccessHistory, useAccessHistory } from '../api/access-history';
import { describeAction, describeRole } from './describe-access';

const OUTCOME_COLORS = { success: 'green', failure: 'red', denied: 'orange' } as const;

/** An access's moment on this browser's clock, in the screen's language ("Nov 20, 2026 3:04:05 PM"). */
function useWhen() {
  const t = useT();
  const dayAndTime = useDayAndTime('medium');
  return (iso: string) => t('access.at', dayAndTime(iso));
}

function Outcome({ outcome }: { outcome: AccessEvent['outcome'] }) {
  const t = useT();
  return (
    <Badge
      color={OUTCOME_COLORS[outcome]}
      variant="light"
      // The word is never cut ("denegado" is longer than "denied"): the badge keeps its width.
      styles={{
        root: { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' },
        label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {t(`access.outcome.${outcome}`)}
    </Badge>
  );
}

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Owners: who opened this patient's records, when, and from where (issue 12), with a CSV export. */
export function AccessHistoryPanel({ membershipId }: { membershipId: string }) {
  const t = useT();
  const when = useWhen();
  const compact = useMobile();
  const [page, setPage] = useState(1);
  const history = useAccessHistory(membershipId, page);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (history.error) showError(errorMessage(history.error));
  }, [history.error]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await exportAccessHistory(membershipId);
      download(csv, `access-history-${membershipId.slice(0, 8)}-${dayjs().format('YYYY-MM-DD')}.csv`);
      showSuccess(t('access.exported'));
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const events = history.data?.events ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={520}>
          {t('access.intro')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={exportCsv}
        >
          {t('access.export')}
        </Button>
      </Group>

      {history.isPending ? (
        <Center mih={120}>
          <Spinner label={t('access.loading')} />
        </Center>
      ) : history.isError ? (
        <LoadError
          title={t('access.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : events.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('access.empty')}
        </Text>
      ) : compact ? (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('access.list')}
        >
          {events.map((e) => (
            <Card key={e.id} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{describeAction(t, e.action)}</Text>
                  <Text size="sm" truncate>
                    {e.actor_name} · {describeRole(t, e.actor_role)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {when(e.at)}
                    {e.ip ? ` · ${e.ip}` : ''}
                  </Text>
                </Stack>
                <Outcome outcome={e.outcome} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('access.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('access.when')}</Table.Th>
              <Table.Th>{t('access.who')}</Table.Th>
              <Table.Th>{t('access.role')}</Table.Th>
              <Table.Th>{t('access.what')}</Table.Th>
              <Table.Th>{t('access.address')}</Table.Th>
              <Table.Th>{t('access.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(e.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{e.actor_name}</Text>
                  {e.actor_email && e.actor_email !== e.actor_name && (
                    <Text size="xs" c="dimmed">
                      {e.actor_email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{describeRole(t, e.actor_role)}</Table.Td>
                <Table.Td>{describeAction(t, e.action)}</Table.Td>
                <Table.Td>{e.ip ?? '—'}</Table.Td>
                <Table.Td>
                  <Outcome outcome={e.outcome} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {(page > 1 || history.data?.has_more) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('access.newer')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('access.page', { page })}
          </Text>
          <Button
            variant="default"
            disabled={!history.data?.has_more || history.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('access.older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
