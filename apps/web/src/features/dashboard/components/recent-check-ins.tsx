import { Anchor, Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RecentCheckIn } from '@portal/contracts';
import { Link } from 'react-router';
import { moodLabel } from '../../../lib/format-contact';
import { Spinner } from '../../../lib/spinner';
import classes from './dashboard.module.css';

const moodColor = (mood: number) => (mood >= 80 ? 'teal' : mood >= 40 ? 'yellow' : 'red');
/** The check-in's day (the center's calendar date) and the time it was sent. */
const when = (c: RecentCheckIn) =>
  `${new Date(`${c.date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })} · ${new Date(c.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export function RecentCheckIns({ items, loading }: { items: RecentCheckIn[] | undefined; loading: boolean }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id="recent-check-ins"
      component="section"
      aria-labelledby="recent-title"
    >
      <Title order={2} size="h4" id="recent-title">
        Recent check-ins
      </Title>
      {loading ? (
        <Center h={120}>
          <Spinner label="Loading check-ins" />
        </Center>
      ) : !items?.length ? (
        <Text c="dimmed" mt="sm">
          No check-ins yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" className={classes.plainList}>
          {items.map((c) => (
            <Group component="li" key={c.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/patients?patient=${c.membership_id}`} fw={500} truncate>
                  {c.patient_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {when(c)}
                </Text>
              </Stack>
              <Badge color={moodColor(c.mood)} variant="dot" style={{ flexShrink: 0 }}>
                {moodLabel(c.mood)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
