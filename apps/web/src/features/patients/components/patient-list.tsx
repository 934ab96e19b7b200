import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Membership } from '@portal/contracts';
import dayjs from 'dayjs';
import { formatPhone } from '../../../lib/format-contact';
import { useT } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

export interface PatientListProps {
  memberships: Membership[];
  addictionLabel: (value: string) => string;
  onOpen: (id: string) => void;
  compact: boolean;
}

/** The patients found: a table from 1024 px up, cards below (spec §2 mobile layout). */
export function PatientList({ memberships, addictionLabel, onOpen, compact }: PatientListProps) {
  const t = useT();
  const name = (m: Membership) => (
    <Anchor component="button" type="button" fw={600} onClick={() => onOpen(m.id)} ta="left">
      {m.full_name || m.email}
    </Anchor>
  );
  const addictions = (m: Membership) =>
    m.addictions.length ? (
      <Group gap={4}>
        {m.addictions.map((a) => (
          <Badge
            key={a}
            variant="outline"
            color="gray.6"
            radius="sm"
            tt="none"
            fw={500}
            styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
          >
            {addictionLabel(a)}
          </Badge>
        ))}
      </Group>
    ) : null;

  // The status, and under it whether the patient deleted their app account: the app no longer
  // reaches them (no reminders, no chat on the phone), which the staff should see before opening.
  const status = (m: Membership, align: 'flex-start' | 'flex-end') => (
    <Stack gap={2} align={align}>
      <StatusBadge status={m.status} />
      {m.account_deleted_at && (
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {t('patients.accountDeleted')}
        </Text>
      )}
    </Stack>
  );

  if (compact) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('patients.title')}
      >
        {memberships.map((m) => (
          <Card key={m.id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                {name(m)}
                <Text size="sm" c="dimmed" truncate>
                  {m.email}
                </Text>
                {m.phone_number && <Text size="sm">{formatPhone(m.phone_number)}</Text>}
              </Stack>
              {status(m, 'flex-end')}
            </Group>
            {m.addictions.length > 0 && <div style={{ marginTop: 8 }}>{addictions(m)}</div>}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={t('patients.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('patients.list.name')}</Table.Th>
          <Table.Th>{t('patients.list.email')}</Table.Th>
          <Table.Th>{t('patients.list.phone')}</Table.Th>
          <Table.Th>{t('patients.list.addictions')}</Table.Th>
          <Table.Th>{t('patients.list.sobrietyDate')}</Table.Th>
          <Table.Th>{t('patients.list.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {memberships.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{name(m)}</Table.Td>
            {/* A long address breaks across lines rather than squeezing the status (issue 20). */}
            <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{m.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(m.phone_number)}</Table.Td>
            <Table.Td>{addictions(m)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {m.first_day ? dayjs(m.first_day).format(t('patients.dateFormat')) : ''}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{status(m, 'flex-start')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
