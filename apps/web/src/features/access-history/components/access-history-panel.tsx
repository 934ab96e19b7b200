import { Badge, Button, Card, Center, Group, Stack, Table, Text } from '@mantine/core';
import type { AccessEvent } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { exportAccessHistory, useAccessHistory } from '../api/access-history';
import { describeAction, describeRole } from './describe-access';

const OUTCOME_COLORS = { success: 'green', failure: 'red', denied: 'orange' } as const;
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm:ss A');

function Outcome({ outcome }: { outcome: AccessEvent['outcome'] }) {
  return (
    <Badge
      color={OUTCOME_COLORS[outcome]}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {outcome}
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
      showSuccess('Access history exported');
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
          Every time someone opened, searched or changed this patient's records. Viewing this list is recorded
          too.
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </Group>

      {history.isPending ? (
        <Center mih={120}>
          <Spinner label="Loading the access history" />
        </Center>
      ) : history.isError ? (
        <LoadError
          what="The access history"
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : events.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No access recorded yet.
        </Text>
      ) : compact ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Access history">
          {events.map((e) => (
            <Card key={e.id} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{describeAction(e.action)}</Text>
                  <Text size="sm" truncate>
                    {e.actor_name} · {describeRole(e.actor_role)}
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
        <Table verticalSpacing="xs" aria-label="Access history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Outcome</Table.Th>
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
                <Table.Td>{describeRole(e.actor_role)}</Table.Td>
                <Table.Td>{describeAction(e.action)}</Table.Td>
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
            Newer
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {page}
          </Text>
          <Button
            variant="default"
            disabled={!history.data?.has_more || history.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
