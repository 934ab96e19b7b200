// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { InstrumentDefinition } from '@portal/contracts/instruments';
import { ReferenceArea } from 'recharts';
import { useLanguage, useT } from '../../../lib/i18n';
import { bandColors, chartPoints } from './chart-data';
import type { Completed } from './model';
import { bandText, formatAxisDay, formatAxisDayTime, scoreText } from './model';

const SERIES_COLORS = ['indigo.7', 'orange.8', 'teal.8'];

/**
 * An instrument's scores over time (issue 39): one line per score, the severity bands shaded
 * behind it, each response's numbers on hover. Its own chunk with the chart library.
 */
export function ScoreChart({
  instrument,
  responses,
  timeZone,
}: {
  instrument: InstrumentDefinition;
  responses: readonly Completed[];
  timeZone: string | undefined;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const points = chartPoints(
    instrument,
    responses,
    (iso) => formatAxisDay(iso, locale, timeZone),
    (iso) => formatAxisDayTime(iso, locale, timeZone),
  );
  const scores = instrument.scores;
  const banded = scores.length === 1 ? scores[0] : undefined;
  const min = Math.min(...scores.map((s) => s.min));
  const max = Math.max(...scores.map((s) => s.max));
  const colors = banded ? bandColors(banded) : [];
  // The axis runs over the responses' ids, unique even when two answers share a label: the chart's
  // pointer finds a point by its axis value, and with two equal labels it found none.
  const labels = new Map(points.map((p) => [p.id, p.when]));
  const labelOf = (id: unknown) => labels.get(String(id)) ?? '';
  const bandLabel = (value: number) => {
    const band = banded?.bands?.find((b) => value >= b.min && value <= b.max);
    const key = band ? bandText(band.code) : undefined;
    return key ? ` · ${t(key)}` : '';
  };
  return (
    <LineChart
      h={220}
      data={points}
      dataKey="id"
      tooltipProps={{ labelFormatter: labelOf }}
      series={scores.map((s, i) => ({
        name: s.key,
        label: t(scoreText(s.key)),
        color: SERIES_COLORS[i % SERIES_COLORS.length] ?? 'indigo.7',
      }))}
      curveType="linear"
      withDots
      withLegend={scores.length > 1}
      valueFormatter={(v) => `${v}${bandLabel(v)}`}
      // The axis shows numbers only (the bands are named in the legend below; with names the ticks
      // did not fit the axis's width and were cut).
      yAxisProps={{
        domain: [min, max],
        allowDecimals: false,
        width: 40,
        tickFormatter: (v: number) => `${v}`,
      }}
      // The first and last points inside the plot, not on its edges: whole dots, and the pointer on
      // the latest one opens its numbers.
      xAxisProps={{ interval: 'preserveStartEnd', padding: { left: 16, right: 16 }, tickFormatter: labelOf }}
    >
      {banded?.bands?.map((b, i) => (
        <ReferenceArea
          key={b.code}
          // Each band reaches the next one's lower edge, so the shading has no gaps between integers.
          y1={i === 0 ? b.min : b.min - 0.5}
          y2={i === (banded.bands?.length ?? 0) - 1 ? b.max : b.max + 0.5}
          fill={colors[i]}
          fillOpacity={0.16}
          ifOverflow="hidden"
          strokeOpacity={0}
        />
      ))}
    </LineChart>
  );
}
