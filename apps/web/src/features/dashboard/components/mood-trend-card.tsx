import { Center, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MoodTrend } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { whenIdle } from '../../../lib/idle';
import { Spinner } from '../../../lib/spinner';

// The chart library (~100 KB) is a chunk of its own: the dashboard shows its date, figures and lists
// without waiting for it (issue 22, the dashboard's largest paint). Its download starts once the
// figures are on screen (preloadMoodTrendChart), so on a slow network it does not share the line
// with the figures' answer and the screen's own code.
const loadChart = () => import('./mood-trend-chart');
const MoodTrendChart = lazy(() => loadChart().then((m) => ({ default: m.MoodTrendChart })));

/** Starts the chart's download when the page is next idle; returns a cancel function. */
export const preloadMoodTrendChart = () => whenIdle(() => void loadChart().catch(() => undefined));

/** "2026-11-17" → "Tue 17" (a calendar date of the center: no time zone shift). */
const weekday = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  return `${d.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })} ${d.getUTCDate()}`;
};

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
          <Suspense
            fallback={
              <Center h={200} mt="sm">
                <Spinner label="Loading the mood chart" />
              </Center>
            }
          >
            <MoodTrendChart data={data} />
          </Suspense>
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
