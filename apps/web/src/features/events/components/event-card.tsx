import { ActionIcon, Card, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AlumniEvent } from '@portal/contracts';
import { IconCalendarEvent, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatEventDate } from './event-time';
import classes from './events.module.css';

/** One event: its image, title, when (in the center's time zone) and description. */
export function EventCard({
  event,
  onEdit,
  onDelete,
}: {
  event: AlumniEvent;
  onEdit: (event: AlumniEvent) => void;
  onDelete: (event: AlumniEvent) => void;
}) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-label={event.title}
    >
      <Card.Section>
        {event.image_url ? (
          <Image
            src={event.image_url}
            alt={t('events.imageOf', { title: event.title })}
            h={180}
            fit="cover"
            loading="lazy"
          />
        ) : (
          <div className={classes.noImage} role="img" aria-label={t('events.noImage')}>
            <IconPhotoOff size={32} aria-hidden />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('events.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('events.editNamed', { title: event.title })}
                onClick={() => onEdit(event)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('events.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('events.deleteNamed', { title: event.title })}
                onClick={() => onDelete(event)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm" fw={500}>
            <time dateTime={event.event_date}>
              {formatEventDate(event.event_date, event.time_zone, locale)}
            </time>
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {event.description}
        </Text>
      </Stack>
    </Card>
  );
}
