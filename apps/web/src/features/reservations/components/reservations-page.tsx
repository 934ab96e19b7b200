import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { messages, type ReservedMembership } from '@portal/contracts';
import { IconArrowBackUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { formatPhone } from '../../../lib/format-contact';
import { errorMessage } from '../../../lib/http';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteReservation } from '../api/delete-reservation';
import { type StatusFilter, useReservations } from '../api/list-reservations';
import { useUndoImport } from '../api/undo-import';
import { ClaimedBy } from './claimed-by';
import { ReservationEditModal } from './reservation-edit-modal';

type Confirm = { kind: 'delete' | 'undo'; reservation: ReservedMembership } | null;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Reserved M. (spec §2): the reserved memberships of the center, 10 at a time. */
export function ReservationsPage() {
  const mobile = useMobile();
  const [status, setStatus] = useState<StatusFilter>('');
  const [editing, setEditing] = useState<ReservedMembership | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const list = useReservations(status);
  const rows = list.data?.pages.flatMap((p) => p.reserved_memberships) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const actions = (r: ReservedMembership) => ({
    edit: () => setEditing(r),
    remove: r.state === 'pending' ? () => setConfirm({ kind: 'delete', reservation: r }) : undefined,
    undo:
      r.import_id && r.state === 'pending' ? () => setConfirm({ kind: 'undo', reservation: r }) : undefined,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Reserved Memberships</Title>
        <SegmentedControl
          aria-label="Filter by status"
          value={status}
          onChange={(v) => setStatus(v === 'pending' || v === 'completed' ? v : '')}
          data={[
            { value: '', label: 'All' },
            { value: 'pending', label: 'Pending' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
      </Group>

      {list.isPending ? (
        <Center mih={200}>
          <Spinner label="Loading reservations" />
        </Center>
      ) : list.isError ? (
        <LoadError
          what="The reservations"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : rows.length === 0 ? (
        <Center mih={200} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text c="dimmed">
            {status
              ? `There are no ${status} reservations.`
              : 'There are no reservations yet. Use Invite Patient to reserve a membership by phone.'}
          </Text>
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {rows.length} of {total}
          </Text>
          {mobile ? (
            <Stack gap="sm">
              {rows.map((r) => (
                <ReservationCard key={r.id} reservation={r} {...actions(r)} />
              ))}
            </Stack>
          ) : (
            <Table striped highlightOnHover withTableBorder aria-label="Reserved memberships">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Phone number</Table.Th>
                  <Table.Th scope="col">Facebook email</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Claimed by</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Created</Table.Th>
                  <Table.Th scope="col">
                    <span className="mantine-visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatPhone(r.phone_number)}</Table.Td>
                    <Table.Td>{r.fb_email ?? '—'}</Table.Td>
                    <Table.Td>{r.email ?? r.claimed_by?.email ?? '—'}</Table.Td>
                    <Table.Td>
                      {r.claimed_by ? <ClaimedBy claimer={r.claimed_by} withEmail={false} /> : '—'}
                    </Table.Td>
                    <Table.Td>
                      <StateBadges reservation={r} />
                    </Table.Td>
                    <Table.Td>{dateFormat.format(new Date(r.created_at))}</Table.Td>
                    <Table.Td>
                      <RowMenu reservation={r} {...actions(r)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {list.hasNextPage && (
            <Group justify="center">
              <Button
                variant="light"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Load more
              </Button>
            </Group>
          )}
        </>
      )}

      <ReservationEditModal reservation={editing} onClose={() => setEditing(null)} />
      <ConfirmReservationChange confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

function StateBadges({ reservation }: { reservation: ReservedMembership }) {
  return (
    <Group gap={4} wrap="nowrap">
      {/* A badge's word may be cut (its label hides overflow), so a table would narrow its column
          past it to widen the e-mails: at least its whole word wide. */}
      <Badge
        color={reservation.state === 'completed' ? 'teal.9' : 'gray.7'}
        variant="filled"
        miw="max-content"
      >
        {reservation.state === 'completed' ? 'Completed' : 'Pending'}
      </Badge>
      {reservation.imported && (
        <Badge color="blue.8" variant="outline" miw="max-content">
          Imported
        </Badge>
      )}
    </Group>
  );
}

interface RowActions {
  reservation: ReservedMembership;
  edit: () => void;
  remove: (() => void) | undefined;
  undo: (() => void) | undefined;
}

function RowMenu({ reservation, edit, remove, undo }: RowActions) {
  const phone = formatPhone(reservation.phone_number);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${phone}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
          {reservation.state === 'completed' ? 'View' : 'Edit'}
        </Menu.Item>
        {undo && (
          <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={undo}>
            Undo its import
          </Menu.Item>
        )}
        {remove && (
          // Red 6, Mantine's shade for a bare "red", is 3.3:1 on white; red 9 is 5.5:1.
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function ReservationCard(props: RowActions) {
  const r = props.reservation;
  return (
    <Card withBorder padding="sm" component="article" aria-label={formatPhone(r.phone_number)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{formatPhone(r.phone_number)}</Text>
          {r.fb_email && (
            <Text size="sm" truncate>
              Facebook: {r.fb_email}
            </Text>
          )}
          {r.email && (
            <Text size="sm" truncate>
              Email: {r.email}
            </Text>
          )}
          {r.claimed_by && (
            <Group gap={6} wrap="nowrap" align="baseline">
              <Text size="sm">Claimed by</Text>
              <ClaimedBy claimer={r.claimed_by} />
            </Group>
          )}
          <Text size="xs" c="dimmed">
            Created {dateFormat.format(new Date(r.created_at))}
          </Text>
          <StateBadges reservation={r} />
        </Stack>
        <RowMenu {...props} />
      </Group>
    </Card>
  );
}

function ConfirmReservationChange({ confirm, onClose }: { confirm: Confirm; onClose: () => void }) {
  const remove = useDeleteReservation();
  const undo = useUndoImport();
  const pending = remove.isPending || undo.isPending;
  const phone = confirm ? formatPhone(confirm.reservation.phone_number) : '';

  const run = () => {
    if (!confirm) return;
    const mutation = confirm.kind === 'delete' ? remove : undo;
    mutation.mutate(confirm.reservation.id, {
      onSuccess: () => {
        showSuccess(confirm.kind === 'delete' ? messages.reservationDeleted : messages.importUndone);
        onClose();
      },
      onError: (err) => showError(errorMessage(err)),
    });
  };

  return (
    <ConfirmModal
      opened={confirm !== null}
      title={confirm?.kind === 'undo' ? 'Undo the import' : 'Delete the reservation'}
      loading={pending}
      onYes={run}
      onNo={onClose}
    >
      <Text>
        {confirm?.kind === 'undo'
          ? `Undo the import ${phone} came from? Every pending reservation of that file is deleted; reservations patients already claimed stay.`
          : messages.reservationDeleteConfirm}
      </Text>
    </ConfirmModal>
  );
}
