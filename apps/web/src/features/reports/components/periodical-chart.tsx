// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { MOOD_SCORES } from '@portal/contracts';
import dayjs from 'dayjs';
import { useLanguage, useT } from '../../../lib/i18n';
import { type Period, usePeriodicalReport } from '../api/periodical-report';
import { useCalendarDate } from './dates';
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
  const t = useT();
  const { locale } = useLanguage();
  const calendarDate = useCalendarDate();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const percent = (rate: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(rate);
  const report = usePeriodicalReport(membershipId, period, date);
  const data = report.data;
  // The axis keeps dayjs's short forms ("Fri 20", "vie. 20"): Intl would write "20 Fri" in English.
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
              ? t('reports.chart.title', {
                  start: calendarDate(data.start_date, 'short'),
                  end: calendarDate(data.end_date, 'medium'),
                })
              : t('reports.chart.mood')}
          </Text>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(v) => onPeriod(v as Period)}
            data={[
              { value: 'week', label: t('reports.chart.week') },
              { value: 'month', label: t('reports.chart.month') },
            ]}
            aria-label={t('reports.chart.period')}
          />
        </Group>
        {!data ? (
          <Skeleton height={260} role="progressbar" aria-label={t('reports.chart.loading')} />
        ) : (
          <>
            <SimpleGrid cols={3} spacing="xs">
              <Stat
                label={t('reports.chart.average')}
                value={
                  data.average_mood == null
                    ? '—'
                    : `${number(data.average_mood)} (${nearestMoodLabel(t, data.average_mood)})`
                }
              />
              <Stat label={t('reports.chart.checkIns')} value={number(data.check_in_count)} />
              <Stat
                label={t('reports.chart.tasksDone')}
                value={data.task_completion_rate == null ? '—' : percent(data.task_completion_rate)}
              />
            </SimpleGrid>
            {data.check_in_count === 0 && (
              <Text size="sm" c="dimmed">
                {t('reports.chart.noCheckIns')}
              </Text>
            )}
            <div
              role="img"
              aria-label={[
                t('reports.chart.label', { count: data.check_in_count }),
                ...(data.average_mood == null
                  ? []
                  : [t('reports.chart.labelAverage', { average: number(data.average_mood) })]),
                ...(marks.length ? [t('reports.chart.labelAlerts', { count: marks.length })] : []),
              ].join(', ')}
            >
              <LineChart
                h={260}
                data={points}
                dataKey="day"
                series={[{ name: 'mood', label: t('reports.chart.mood'), color: 'teal.7' }]}
                curveType="monotone"
                connectNulls
                withDots
                valueFormatter={(v) => `${v} ${moodLabel(t, v)}`}
                // Every mood on the axis (issue 20): interval 0 stops the chart from dropping labels it
                // thinks crowd; from 10 up, 20 and 30 stand far enough apart to be read.
                yAxisProps={{ domain: [10, 100], ticks: [...MOOD_SCORES], interval: 0, width: 96 }}
                referenceLines={marks.map((d) => ({
                  x: dayLabel(d),
                  color: 'red.8',
                  label: t('reports.chart.alert'),
                }))}
              />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
