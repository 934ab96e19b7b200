import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ResponseOf, Routes } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { useCalendarDate } from './dates';

export type MembershipProgress = NonNullable<ResponseOf<Routes['getMembership']>['membership']['progress']>;

/** Membership progress drawn: the current week's 7 days with today marked, and the day of the program. */
export function ProgressStrip({ progress }: { progress: MembershipProgress | null }) {
  const t = useT();
  const date = useCalendarDate();
  if (!progress) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Text c="dimmed" size="sm">
          {t('reports.progress.noSobrietyDate')}
        </Text>
      </Paper>
    );
  }
  const days = Array.from({ length: 7 }, (_, i) => i + 1);
  const start = date(progress.curr_week_start_date, 'short');
  const end = date(progress.curr_week_end_date, 'short');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {t('reports.progress.week', { week: progress.curr_week, day: progress.day_in_curr_week })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reports.progress.since', {
              position: progress.position,
              date: date(progress.first_day, 'medium'),
            })}
          </Text>
        </Group>
        <Group
          gap={4}
          wrap="nowrap"
          role="img"
          aria-label={t('reports.progress.strip', {
            week: progress.curr_week,
            day: progress.day_in_curr_week,
            start,
            end,
          })}
        >
          {days.map((d) => (
            <Box
              key={d}
              style={{
                flex: 1,
                height: 28,
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: d === progress.day_in_curr_week ? 700 : 400,
                color: d <= progress.day_in_curr_week ? 'white' : 'var(--mantine-color-gray-7)',
                // White needs teal 9 (5.0:1; teal 7 is 3.1:1): days done and today share it, today
                // stands out by its weight and its ring.
                background:
                  d <= progress.day_in_curr_week
                    ? 'var(--mantine-color-teal-9)'
                    : 'var(--mantine-color-gray-1)',
                outline:
                  d === progress.day_in_curr_week ? '2px solid var(--mantine-color-teal-9)' : undefined,
                outlineOffset: 2,
              }}
            >
              {progress.curr_week_start_pos + d - 1}
            </Box>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {start}
          </Text>
          <Text size="xs" c="dimmed">
            {end}
          </Text>
        </Group>
        <Progress
          value={(progress.day_in_curr_week / 7) * 100}
          color="teal"
          size="xs"
          aria-label={t('reports.progress.bar')}
        />
      </Stack>
    </Paper>
  );
}
