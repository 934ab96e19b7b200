// The chart styles come with the charts (their own chunk), not in the portal's first download.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { OutcomesScore } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { CHANGE_TEXT, type ChangeName } from './model';

const percent = (share: number | null) => (share === null ? 0 : Math.round(share * 1000) / 10);

/** Mean at baseline and latest per admission month; the numbers show on hover. */
export function CohortChart({ score }: { score: OutcomesScore }) {
  const t = useT();
  return (
    <BarChart
      h={220}
      data={score.cohorts.map((c) => ({ month: c.month, baseline: c.baseline_mean, latest: c.latest_mean }))}
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
export function WeeksChart({ score, noUse }: { score: OutcomesScore; noUse: boolean }) {
  const t = useT();
  return (
    <LineChart
      h={220}
      data={score.weeks.map((w) => ({
        week: t('outcomes.weekLabel', { week: w.week }),
        value: noUse ? percent(w.no_use_share) : w.mean,
      }))}
      dataKey="week"
      series={[
        {
          name: 'value',
          label: noUse ? t('outcomes.noUseShare') : t('outcomes.mean'),
          color: 'teal.8',
        },
      ]}
      withDots
      curveType="linear"
      unit={noUse ? ' %' : undefined}
      yAxisProps={{ width: 40 }}
    />
  );
}

/** How many paired patients fall under each change name. */
export function ChangeChart({ score }: { score: OutcomesScore }) {
  const t = useT();
  const change = score.change;
  if (!change) return null;
  const names = Object.keys(CHANGE_TEXT) as ChangeName[];
  return (
    <BarChart
      h={220}
      data={names.map((n) => ({ name: t(CHANGE_TEXT[n]), patients: change[n]?.count ?? 0 }))}
      dataKey="name"
      series={[{ name: 'patients', label: t('outcomes.patientsCount'), color: 'indigo.7' }]}
      yAxisProps={{ width: 40, allowDecimals: false }}
    />
  );
}
