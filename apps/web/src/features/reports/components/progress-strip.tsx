import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ResponseOf, Routes } from '@portal/contracts';
import dayjs from 'dayjs';

export type MembershipProgress = NonNullable<ResponseOf<Routes['getMembership']>['membership']['progress']>;

const short = (iso: string) => dayjs(iso).format('MMM D');

/** Membership progress drawn: the current week's 7 days with today marked, and the day of the program. */
export function ProgressStrip({ progress }: { progress: MembershipProgress | null }) {
  if (!progress) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Text c="dimmed" size="sm">
          No sobriety date yet: set it in the Profile tab to follow the program week by week.
        </Text>
      </Paper>
    );
  }
  const days = Array.from({ length: 7 }, (_, i) => i + 1);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            Week {progress.curr_week} · day {progress.day_in_curr_week} of 7
          </Text>
          <Text size="sm" c="dimmed">
            Day {progress.position} since {dayjs(progress.first_day).format('MMM D, YYYY')}
          </Text>
        </Group>
        <Group
          gap={4}
          wrap="nowrap"
          role="img"
          aria-label={`Week ${progress.curr_week}, day ${progress.day_in_curr_week} of 7, from ${short(progress.curr_week_start_date)} to ${short(progress.curr_week_end_date)}`}
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
            {short(progress.curr_week_start_date)}
          </Text>
          <Text size="xs" c="dimmed">
            {short(progress.curr_week_end_date)}
          </Text>
        </Group>
        <Progress
          value={(progress.day_in_curr_week / 7) * 100}
          color="teal"
          size="xs"
          aria-label="Progress through the current week"
        />
      </Stack>
    </Paper>
  );
}
