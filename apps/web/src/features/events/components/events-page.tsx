import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { AlumniEvent } from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteEvent } from '../api/delete-event';
import { type EventsWhen, useEvents } from '../api/list-events';
import { EventCard } from './event-card';
import { EventFormModal } from './event-form-modal';
import classes from './events.module.css';

const SECTIONS = {
  upcoming: {
    title: 'events.upcoming',
    loading: 'events.loadingUpcoming',
    what: 'events.upcomingWhat',
    empty: 'eventsUpcomingEmpty',
  },
  past: {
    title: 'events.past',
    loading: 'events.loadingPast',
    what: 'events.pastWhat',
    empty: 'eventsPastEmpty',
  },
} as const satisfies Record<
  EventsWhen,
  Record<string, PortalTextKey | 'eventsUpcomingEmpty' | 'eventsPastEmpty'>
>;

function EventsSection({
  when,
  onEdit,
  onDelete,
  onAdd,
}: {
  when: EventsWhen;
  onEdit: (e: AlumniEvent) => void;
  onDelete: (e: AlumniEvent) => void;
  onAdd?: () => void;
}) {
  const events = useEvents(when);
  const headingId = useId();
  const t = useT();
  const section = SECTIONS[when];
  const list = events.data?.pages.flatMap((p) => p.alumni_events) ?? [];
  const total = events.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (events.isError) showError(errorMessage(events.error));
  }, [events.isError, events.error]);

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(section.title)}
        {total > 0 && (
          <Text span c="dimmed" fw={400} size="md" ml={8}>
            ({total})
          </Text>
        )}
      </Title>
      {events.isPending ? (
        <Center mih={140}>
          <Spinner label={t(section.loading)} />
        </Center>
      ) : events.isError && list.length === 0 ? (
        <LoadError
          what={t(section.what)}
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : list.length === 0 ? (
        <Center mih={120} bg="gray.0" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack align="center" gap="sm">
            <Text c="dimmed">{t(section.empty)}</Text>
            {onAdd && (
              <Button variant="light" onClick={onAdd}>
                {t('events.addOne')}
              </Button>
            )}
          </Stack>
        </Center>
      ) : (
        <ul className={classes.grid}>
          {list.map((event) => (
            <li key={event.id}>
              <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {t('events.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Alumni Events (spec §2): upcoming and past events as cards; add, edit and delete. */
export function EventsPage() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AlumniEvent | null>(null);
  const [deleting, setDeleting] = useState<AlumniEvent | null>(null);
  const remove = useDeleteEvent();
  const t = useT();
  // The list carries the center's time zone: the form's date and time are on its clocks.
  const timeZone = useEvents('upcoming').data?.pages[0]?.time_zone;

  const openForm = (event: AlumniEvent | null) => {
    setEditing(event);
    setFormOpen(true);
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccess(t('eventRemoved'));
      setDeleting(null);
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('events.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          {t('events.add')}
        </Button>
      </Group>

      <EventsSection when="upcoming" onEdit={openForm} onDelete={setDeleting} onAdd={() => openForm(null)} />
      <EventsSection when="past" onEdit={openForm} onDelete={setDeleting} />

      <EventFormModal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        event={editing}
        timeZone={editing?.time_zone ?? timeZone}
      />
      <ConfirmModal
        opened={!!deleting}
        title={t('events.delete')}
        loading={remove.isPending}
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
      >
        <Text>{t('eventDeleteConfirm')}</Text>
        {deleting && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {deleting.title}
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  );
}
