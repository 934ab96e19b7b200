// The chart styles come with the chart (its own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

/** The mood line of the last 7 days, drawn for the eye (the card's table carries the figures). */
export function MoodTrendChart({ data }: { data: { day: string; mood: number | null }[] }) {
  return (
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
  );
}
