// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { OutcomesScore } from '@portal/contracts';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import { CHANGE_TEXT, type ChangeName } from './model';

const percent = (share: number | null) => (share === null ? 0 : Math.round(share * 1000) / 10);

/**
 * Past this many weeks a line shows no dot per week (a year of weeks is 52 circles in the page for
 * nothing a person reads); the hovered week still shows its dot and its numbers.
 */
const MOST_DOTS = 16;

/** Mean at baseline and latest per admission month; the numbers show on hover. */
function CohortChart({ score }: { score: OutcomesScore }) {
  const t = useT();
  const data = useMemo(
    () => score.cohorts.map((c) => ({ month: c.month, baseline: c.baseline_mean, latest: c.latest_mean })),
    [score.cohorts],
  );
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[
        { name: 'baseline', label: t('outcomes.baseline'), color: 'gray.6' },
        { name: 'latest', label: t('outcomes.latest'), color: 'indigo.7' },
      ]}
      withLegend
      yAxisProps={{ width: 40 }}
    />
  );
}

/** Mean per program week (or, for BAM-R Use, the share reporting no use). */
function WeeksChart({ score, noUse }: { score: OutcomesScore; noUse: boolean }) {
  const t = useT();
  const data = useMemo(
    () =>
      score.weeks.map((w) => ({
        week: t('outcomes.weekLabel', { week: w.week }),
        value: noUse ? percent(w.no_use_share) : w.mean,
      })),
    [score.weeks, noUse, t],
  );
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="week"
      series={[
        {
          name: 'value',
          label: noUse ? t('outcomes.noUseShare') : t('outcomes.mean'),
          color: 'teal.8',
        },
      ]}
      withDots
      lineProps={data.length > MOST_DOTS ? { dot: false } : undefined}
      curveType="linear"
      unit={noUse ? ' %' : undefined}
      yAxisProps={{ width: 40 }}
    />
  );
}

/** How many paired patients fall under each change name. */
function ChangeChart({ score }: { score: OutcomesScore }) {
  const t = useT();
  const change = score.change;
  const data = useMemo(
    () =>
      (Object.keys(CHANGE_TEXT) as ChangeName[]).map((n) => ({
        name: t(CHANGE_TEXT[n]),
        patients: change?.[n]?.count ?? 0,
      })),
    [change, t],
  );
  if (!change) return null;
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="name"
      series={[{ name: 'patients', label: t('outcomes.patientsCount'), color: 'indigo.7' }]}
      yAxisProps={{ width: 40, allowDecimals: false }}
    />
  );
}

export type ChartKind = 'change' | 'cohorts' | 'weeks';

/**
 * One of a score's charts. One component for the three, behind one lazy import: once the chart code
 * has arrived every chart can draw in the same task (printing draws them all in `beforeprint`).
 */
export function OutcomeChart({
  kind,
  score,
  noUse,
}: {
  kind: ChartKind;
  score: OutcomesScore;
  noUse: boolean;
}) {
  if (kind === 'change') return <ChangeChart score={score} />;
  if (kind === 'cohorts') return <CohortChart score={score} />;
  return <WeeksChart score={score} noUse={noUse} />;
}
