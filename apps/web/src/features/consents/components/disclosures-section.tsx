import { Button, Card, Center, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { useDisclosures } from '../api/list-consents';
import { useDates } from './dates';
import { disclosuresCsv, saveText } from './disclosures-csv';

/** The accounting of disclosures (42 CFR 2.24, HIPAA 164.528): the last 6 years, as a table and CSV. */
export function DisclosuresSection({
  membershipId,
  consents,
}: {
  membershipId: string;
  consents: Consent[];
}) {
  const t = useT();
  const compact = useMobile();
  const dates = useDates();
  const list = useDisclosures(membershipId);
  const titleId = useId();
  const rows = list.data ?? [];
  const consentOf = (id: string) => {
    const c = consents.find((x) => x.id === id);
    return c ? `${c.terms.title} (${t('consents.version', { version: c.template_version })})` : '—';
  };
  const columns = [
    t('consents.disclosures.date'),
    t('consents.disclosures.recipient'),
    t('consents.disclosures.what'),
    t('consents.disclosures.purpose'),
    t('consents.disclosures.consent'),
  ];
  const download = () =>
    saveText(
      disclosuresCsv(columns, rows, consents, (iso) => iso.slice(0, 10)),
      `disclosures-${membershipId.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('consents.disclosures.heading')}
        </Title>
        {rows.length > 0 && (
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
            {t('consents.disclosures.download')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('consents.disclosures.intro')}
      </Text>
      {list.isPending ? (
        <Center mih={80}>
          <Spinner label={t('consents.disclosures.loading')} />
        </Center>
      ) : list.isError ? (
        <LoadError
          title={t('consents.disclosures.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('consents.disclosures.empty')}</Text>
      ) : compact ? (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('consents.disclosures.table')}
        >
          {rows.map((d) => (
            <Card key={d.id} component="li" withBorder padding="sm" radius="md">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {d.recipient}
              </Text>
              <Text size="sm">{d.what}</Text>
              <Text size="sm">{d.purpose}</Text>
              <Text size="xs" c="dimmed">
                {dates.instant(d.disclosed_at)} · {consentOf(d.consent_id)}
              </Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('consents.disclosures.table')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.instant(d.disclosed_at)}</Table.Td>
                <Table.Td>{d.recipient}</Table.Td>
                <Table.Td>{d.what}</Table.Td>
                <Table.Td>{d.purpose}</Table.Td>
                <Table.Td>{consentOf(d.consent_id)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
