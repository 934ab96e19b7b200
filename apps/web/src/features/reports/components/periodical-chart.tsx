// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { MOOD_SCORES } from '@portal/contracts';
import dayjs from 'dayjs';
import { type Period, usePeriodicalReport } from '../api/periodical-report';
import { moodLabel, nearestMoodLabel } from './moods';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** The periodical report: a week or month of moods drawn as a line, with its figures. */
export function PeriodicalChart({
  membershipId,
  date,
  period,
  onPeriod,
  markedDates = [],
}: {
  membershipId: string;
  date: string;
  period: Period;
  onPeriod: (p: Period) => void;
  /** Days marked with a vertical line (risk-alert triggers), when they fall in the period. */
  markedDates?: readonly string[];
}) {
  const report = usePeriodicalReport(membershipId, period, date);
  const data = report.data;
  const dayLabel = (date: string) => dayjs(date).format(period === 'week' ? 'ddd D' : 'D');
  const points = (data?.mood_per_day ?? []).map((d) => ({ day: dayLabel(d.date), mood: d.mood }));
  const inPeriod = new Set((data?.mood_per_day ?? []).map((d) => d.date));
  const marks = [...new Set(markedDates)].filter((d) => inPeriod.has(d));
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {data
              ? `Mood ${dayjs(data.start_date).format('MMM D')} – ${dayjs(data.end_date).format('MMM D, YYYY')}`
              : 'Mood'}
          </Text>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(v) => onPeriod(v as Period)}
            data={[
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
            aria-label="Report period"
          />
        </Group>
        {!data ? (
          <Skeleton height={260} role="progressbar" aria-label="Loading the chart" />
        ) : (
          <>
            <SimpleGrid cols={3} spacing="xs">
              <Stat
                label="Average mood"
                value={
                  data.average_mood == null
                    ? '—'
                    : `${data.average_mood} (${nearestMoodLabel(data.average_mood)})`
                }
              />
              <Stat label="Check-ins" value={String(data.check_in_count)} />
              <Stat
                label="Tasks done"
                value={
                  data.task_completion_rate == null ? '—' : `${Math.round(data.task_completion_rate * 100)}%`
                }
              />
            </SimpleGrid>
            {data.check_in_count === 0 && (
              <Text size="sm" c="dimmed">
                No check-ins in this period yet.
              </Text>
            )}
            <div
              role="img"
              aria-label={`Mood per day, ${data.check_in_count} check-ins${data.average_mood == null ? '' : `, average ${data.average_mood}`}${marks.length ? `, ${marks.length} alert ${marks.length === 1 ? 'day' : 'days'} marked` : ''}`}
            >
              <LineChart
                h={260}
                data={points}
                dataKey="day"
                series={[{ name: 'mood', label: 'Mood', color: 'teal.7' }]}
                curveType="monotone"
                connectNulls
                withDots
                valueFormatter={(v) => `${v} ${moodLabel(v)}`}
                // Every mood on the axis (issue 20): interval 0 stops the chart from dropping labels it
                // thinks crowd; from 10 up, 20 and 30 stand far enough apart to be read.
                yAxisProps={{ domain: [10, 100], ticks: [...MOOD_SCORES], interval: 0, width: 96 }}
                referenceLines={marks.map((d) => ({ x: dayLabel(d), color: 'red.8', label: 'Alert' }))}
              />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
