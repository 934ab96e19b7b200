// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Center, Loader, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MoodTrend } from '@portal/contracts';

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
          <Loader aria-label="Loading the mood trend" />
        </Center>
      ) : !any ? (
        <Center h={200}>
          <Text c="dimmed">No check-ins in the last 7 days.</Text>
        </Center>
      ) : (
        <>
          <div aria-hidden>
            <LineChart
              h={200}
              mt="sm"
              data={data}
              dataKey="day"
              series={[{ name: 'mood', label: 'Average mood', color: 'blue.7' }]}
              connectNulls
              curveType="monotone"
              yAxisProps={{ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] }}
              xAxisProps={{ interval: 0, tick: { fontSize: 11 } }}
              withLegend={false}
              // The chart is drawn for the eye; the table below carries the figures for screen readers.
              lineChartProps={{ accessibilityLayer: false }}
              withTooltip={false}
            />
          </div>
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
