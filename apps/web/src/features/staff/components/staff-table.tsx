import { Badge, Button, Card, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { formatPhone } from '../../../lib/format-contact';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateStaffMember } from '../api/update-staff-member';

const fullName = (m: StaffMember) => `${m.first_name} ${m.last_name}`.trim() || m.email;

/** The body of an update that changes one toggle and keeps everything else. */
const withToggle = (m: StaffMember, change: Partial<Pick<StaffMember, 'status' | 'receiving_calls'>>) => ({
  staffId: m.id,
  first_name: m.first_name,
  last_name: m.last_name,
  phone: m.phone ?? '',
  status: m.status,
  receiving_calls: m.receiving_calls,
  ...change,
});

function useToggles(centerId: string, member: StaffMember) {
  const update = useUpdateStaffMember(centerId);
  const t = useT();
  const name = fullName(member);
  const toggle = async (change: Parameters<typeof withToggle>[1]) => {
    try {
      await update.mutateAsync(withToggle(member, change));
      showSuccess(t('staffUpdated'));
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  return {
    status: (
      <Switch
        aria-label={t('staff.activeOf', { name })}
        label={t(member.status ? 'staff.active' : 'staff.disabled')}
        checked={member.status}
        disabled={update.isPending}
        onChange={(e) => void toggle({ status: e.currentTarget.checked })}
      />
    ),
    calls: (
      <Switch
        aria-label={t('staff.receivingCallsOf', { name })}
        checked={member.receiving_calls}
        disabled={update.isPending || !member.status}
        onChange={(e) => void toggle({ receiving_calls: e.currentTarget.checked })}
      />
    ),
  };
}

function Row({ centerId, member, onEdit }: { centerId: string; member: StaffMember; onEdit: () => void }) {
  const toggles = useToggles(centerId, member);
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{fullName(member)}</Text>
      </Table.Td>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>{formatPhone(member.phone) || '—'}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={member.is_admin ? 'grape' : 'blue'}>
          {t(member.is_admin ? 'staff.owner' : 'staff.staff')}
        </Badge>
      </Table.Td>
      <Table.Td>{toggles.status}</Table.Td>
      <Table.Td>{toggles.calls}</Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t('staff.editNamed', { name: fullName(member) })}
        >
          {t('staff.edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function MobileCard({
  centerId,
  member,
  onEdit,
}: {
  centerId: string;
  member: StaffMember;
  onEdit: () => void;
}) {
  const toggles = useToggles(centerId, member);
  const t = useT();
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{fullName(member)}</Text>
          <Badge variant="light" color={member.is_admin ? 'grape' : 'blue'}>
            {t(member.is_admin ? 'staff.owner' : 'staff.staff')}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        <Text size="sm">{formatPhone(member.phone) || '—'}</Text>
        <Group justify="space-between">
          {toggles.status}
          <Group gap={6}>
            <Text size="sm">{t('staff.calls')}</Text>
            {toggles.calls}
          </Group>
        </Group>
        <Button
          variant="light"
          size="xs"
          onClick={onEdit}
          aria-label={t('staff.editNamed', { name: fullName(member) })}
        >
          {t('staff.edit')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Staff members with their status and receiving-calls toggles; a card list on narrow screens. */
export function StaffTable({
  centerId,
  members,
  onEdit,
}: {
  centerId: string;
  members: StaffMember[];
  onEdit: (member: StaffMember) => void;
}) {
  const mobile = useMobile();
  const t = useT();
  if (!members.length) return <Text c="dimmed">{t('staffEmpty')}</Text>;
  if (mobile) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staff.list')}>
        {members.map((m) => (
          <MobileCard key={m.id} centerId={centerId} member={m} onEdit={() => onEdit(m)} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('staff.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.name')}</Table.Th>
            <Table.Th>{t('staff.email')}</Table.Th>
            <Table.Th>{t('staff.phone')}</Table.Th>
            <Table.Th>{t('staff.role')}</Table.Th>
            <Table.Th>{t('staff.status')}</Table.Th>
            <Table.Th>{t('staff.receivingCalls')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Row key={m.id} centerId={centerId} member={m} onEdit={() => onEdit(m)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
