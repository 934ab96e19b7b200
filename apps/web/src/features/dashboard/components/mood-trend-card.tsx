import { Center, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MoodTrend } from '@portal/contracts';
import dayjs from 'dayjs';
import { Spinner } from '../../../lib/spinner';
import { MoodTrendChart } from './mood-trend-chart';

/** "2026-11-17" → "Tue 17" (a calendar date of the center: no time zone shift; no Intl, see recent-check-ins). */
const weekday = (date: string) => dayjs(date).format('ddd D');

/** Average mood per day of the last 7 (center) days; the same figures as a table for screen readers. */
export function MoodTrendCard({ trend, loading }: { trend: MoodTrend | undefined; loading: boolean }) {
  const data = (trend?.days ?? []).map((d) => ({ day: weekday(d.date), mood: d.average_mood }));
  const any = trend?.days.some((d) => d.check_ins > 0) ?? false;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id="mood-trend"
      component="section"
      aria-labelledby="mood-trend-title"
    >
      <Title order={2} size="h4" id="mood-trend-title">
        Mood, last 7 days
      </Title>
      {loading ? (
        <Center h={200}>
          <Spinner label="Loading the mood trend" />
        </Center>
      ) : !any ? (
        <Center h={200}>
          <Text c="dimmed">No check-ins in the last 7 days.</Text>
        </Center>
      ) : (
        <>
          <MoodTrendChart data={data} />
          <VisuallyHidden>
            <Table>
              <caption>Average mood per day</caption>
              <thead>
                <tr>
                  <th>Day</th>
                  <th>Average mood</th>
                  <th>Check-ins</th>
                </tr>
              </thead>
              <tbody>
                {trend?.days.map((d) => (
                  <tr key={d.date}>
                    <td>{d.date}</td>
                    <td>{d.average_mood ?? 'none'}</td>
                    <td>{d.check_ins}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
