import { Anchor, Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RecentCheckIn } from '@portal/contracts';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { moodLabel } from '../../../lib/format-contact';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import classes from './dashboard.module.css';

const moodColor = (mood: number) => (mood >= 80 ? 'teal' : mood >= 40 ? 'yellow' : 'red');
/**
 * The check-in's day (the center's calendar date, as it is: no time zone shift) and the time it was
 * sent, on this device's clock. dayjs, not the browser's Intl: a page's first Intl date costs ~100 ms
 * of a phone's main thread (issue 22, measured at 4x CPU). The formats come from the texts (Spanish
 * order and a 24-hour clock).
 */
const when = (c: RecentCheckIn, t: ReturnType<typeof useT>) =>
  `${dayjs(c.date).format(t('dashboard.checkInDay'))} · ${dayjs(c.created_at).format(t('dashboard.checkInTime'))}`;

export function RecentCheckIns({ items, loading }: { items: RecentCheckIn[] | undefined; loading: boolean }) {
  const t = useT();
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
        {t('dashboard.recentCheckIns')}
      </Title>
      {loading ? (
        <Center h={120}>
          <Spinner label={t('dashboard.loadingCheckIns')} />
        </Center>
      ) : !items?.length ? (
        <Text c="dimmed" mt="sm">
          {t('dashboard.noCheckInsYet')}
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
                  {when(c, t)}
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
