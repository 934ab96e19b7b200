import type { HistoryPoint } from '../lib/assessment-results';
import { formatSubmitted } from '../lib/assessment-results';
import { useLanguage, useT } from '../lib/i18n';

const W = 320;
const H = 160;
const PAD = { left: 30, right: 12, top: 12, bottom: 24 };

/**
 * A patient's totals of one instrument over time: an inline SVG line (no chart library in the
 * app), a sentence saying what it shows, and the same numbers as a table for screen readers.
 * Points are spaced evenly, oldest on the left: the dates are in the table and the sentence.
 */
export function ScoreChart({
  points,
  scale,
  title,
}: {
  points: readonly HistoryPoint[];
  scale: { min: number; max: number; better: 'lower' | 'higher' };
  title: string;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const number = new Intl.NumberFormat(locale);
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return null;

  const x = (i: number) =>
    points.length === 1 ? W / 2 : PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1);
  const y = (score: number) =>
    PAD.top + ((scale.max - score) * (H - PAD.top - PAD.bottom)) / (scale.max - scale.min);
  const ticks = [scale.min, Math.round((scale.min + scale.max) / 2), scale.max];
  const name = t('assessments.chartName', { title });
  return (
    <figure className="score-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} focusable="false">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="tick">
              {number.format(v)}
            </text>
          </g>
        ))}
        <polyline points={points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ')} className="line" />
        {points.map((p, i) => (
          <circle key={p.id} cx={x(i)} cy={y(p.score)} r={p === latest ? 6 : 4} className="dot" />
        ))}
      </svg>
      <figcaption>
        <p>
          {t('assessments.chartSummary', {
            count: points.length,
            first: formatSubmitted(first.submitted_at, locale),
            last: formatSubmitted(latest.submitted_at, locale),
            latest: number.format(latest.score),
            max: number.format(scale.max),
          })}{' '}
          {scale.better === 'lower' ? t('assessments.lowerBetter') : t('assessments.higherBetter')}
        </p>
      </figcaption>
      <table className="sr-only">
        <caption>{name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('assessments.tableDate')}</th>
            <th scope="col">{t('assessments.tableScore')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <td>{formatSubmitted(p.submitted_at, locale)}</td>
              <td>{number.format(p.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
