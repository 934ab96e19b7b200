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
import type { ReservedMembership } from '@portal/contracts';
import { IconArrowBackUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { formatPhone } from '../../../lib/format-contact';
import { errorMessage } from '../../../lib/http';
import { useLanguage, useT } from '../../../lib/i18n';
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

/** A reservation's creation day ("Nov 23, 2026", "23 nov 2026"), in the screen's language. */
function useCreatedDate() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (r: ReservedMembership) => format.format(new Date(r.created_at));
  }, [locale]);
}

/** Reserved M. (spec §2): the reserved memberships of the center, 10 at a time. */
export function ReservationsPage() {
  const mobile = useMobile();
  const t = useT();
  const created = useCreatedDate();
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
        <Title order={1}>{t('reservations.title')}</Title>
        <SegmentedControl
          aria-label={t('reservations.filter')}
          value={status}
          onChange={(v) => setStatus(v === 'pending' || v === 'completed' ? v : '')}
          data={[
            { value: '', label: t('reservations.filterAll') },
            { value: 'pending', label: t('reservations.filterPending') },
            { value: 'completed', label: t('reservations.filterCompleted') },
          ]}
        />
      </Group>

      {list.isPending ? (
        <Center mih={200}>
          <Spinner label={t('reservations.loading')} />
        </Center>
      ) : list.isError ? (
        <LoadError
          what={t('reservations.loadWhat')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : rows.length === 0 ? (
        <Center mih={200} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text c="dimmed">
            {t(
              status === 'pending'
                ? 'reservations.emptyPending'
                : status === 'completed'
                  ? 'reservations.emptyCompleted'
                  : 'reservations.empty',
            )}
          </Text>
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('reservations.showing', { shown: rows.length, total })}
          </Text>
          {mobile ? (
            <Stack gap="sm">
              {rows.map((r) => (
                <ReservationCard key={r.id} reservation={r} created={created(r)} {...actions(r)} />
              ))}
            </Stack>
          ) : (
            <Table striped highlightOnHover withTableBorder aria-label={t('reservations.list')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('reservations.phone')}</Table.Th>
                  <Table.Th scope="col">{t('reservations.fbEmail')}</Table.Th>
                  <Table.Th scope="col">{t('reservations.email')}</Table.Th>
                  <Table.Th scope="col">{t('reservations.claimedBy')}</Table.Th>
                  <Table.Th scope="col">{t('reservations.status')}</Table.Th>
                  <Table.Th scope="col">{t('reservations.created')}</Table.Th>
                  <Table.Th scope="col">
                    <span className="mantine-visually-hidden">{t('reservations.actions')}</span>
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
                    <Table.Td>{created(r)}</Table.Td>
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
                {t('reservations.loadMore')}
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
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      {/* A badge's word may be cut (its label hides overflow), so a table would narrow its column
          past it to widen the e-mails: at least its whole word wide. */}
      <Badge
        color={reservation.state === 'completed' ? 'teal.9' : 'gray.7'}
        variant="filled"
        miw="max-content"
      >
        {t(reservation.state === 'completed' ? 'reservations.completed' : 'reservations.pending')}
      </Badge>
      {reservation.imported && (
        <Badge color="blue.8" variant="outline" miw="max-content">
          {t('reservations.imported')}
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
  const t = useT();
  const phone = formatPhone(reservation.phone_number);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('reservations.actionsFor', { phone })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
          {t(reservation.state === 'completed' ? 'reservations.view' : 'reservations.edit')}
        </Menu.Item>
        {undo && (
          <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={undo}>
            {t('reservations.undo')}
          </Menu.Item>
        )}
        {remove && (
          // Red 6, Mantine's shade for a bare "red", is 3.3:1 on white; red 9 is 5.5:1.
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
            {t('reservations.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function ReservationCard({ created, ...props }: RowActions & { created: string }) {
  const t = useT();
  const r = props.reservation;
  return (
    <Card withBorder padding="sm" component="article" aria-label={formatPhone(r.phone_number)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{formatPhone(r.phone_number)}</Text>
          {r.fb_email && (
            <Text size="sm" truncate>
              {t('reservations.cardFbEmail', { email: r.fb_email })}
            </Text>
          )}
          {r.email && (
            <Text size="sm" truncate>
              {t('reservations.cardEmail', { email: r.email })}
            </Text>
          )}
          {r.claimed_by && (
            <Group gap={6} wrap="nowrap" align="baseline">
              <Text size="sm">{t('reservations.claimedBy')}</Text>
              <ClaimedBy claimer={r.claimed_by} />
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('reservations.createdOn', { date: created })}
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
  const t = useT();
  const phone = confirm ? formatPhone(confirm.reservation.phone_number) : '';

  const run = () => {
    if (!confirm) return;
    const mutation = confirm.kind === 'delete' ? remove : undo;
    mutation.mutate(confirm.reservation.id, {
      onSuccess: () => {
        showSuccess(t(confirm.kind === 'delete' ? 'reservationDeleted' : 'importUndone'));
        onClose();
      },
      onError: (err) => showError(errorMessage(err)),
    });
  };

  return (
    <ConfirmModal
      opened={confirm !== null}
      title={t(confirm?.kind === 'undo' ? 'reservations.undoTitle' : 'reservations.deleteTitle')}
      loading={pending}
      onYes={run}
      onNo={onClose}
    >
      <Text>
        {confirm?.kind === 'undo' ? t('reservations.undoBody', { phone }) : t('reservationDeleteConfirm')}
      </Text>
    </ConfirmModal>
  );
}
