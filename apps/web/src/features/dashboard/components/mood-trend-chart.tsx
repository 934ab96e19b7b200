import { curveMonotoneX, line } from 'd3-shape';
import classes from './mood-trend-chart.module.css';

const TICKS = [0, 20, 40, 60, 80, 100];
// The plot is drawn in a 100 × 100 box stretched over the card's width (no measuring, no resize
// listener); strokes keep their width in pixels, and the labels are HTML placed in percent of it.
const xOf = (i: number, n: number) => (n <= 1 ? 50 : (i * 100) / (n - 1));
const yOf = (mood: number) => 100 - mood;
const path = line<[number, number]>().curve(curveMonotoneX);

/**
 * The mood line of the last 7 days, drawn for the eye (the card's table carries the figures for
 * screen readers). Seven points: drawn here with d3-shape's curve, not a chart library, whose chunk
 * cost a phone ~100 KB and ~100 ms of main thread on the dashboard's first visit (issue 22).
 * Days without a check-in leave no point; the line joins the days around them.
 */
export function MoodTrendChart({ data }: { data: { day: string; mood: number | null }[] }) {
  const points = data.flatMap((d, i): [number, number][] =>
    d.mood === null ? [] : [[xOf(i, data.length), yOf(d.mood)]],
  );
  return (
    <div className={classes.chart} aria-hidden>
      <div className={classes.plot}>
        <svg className={classes.svg} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
          {TICKS.map((t) => (
            <line key={t} className={classes.grid} x1={0} x2={100} y1={yOf(t)} y2={yOf(t)} />
          ))}
          <path className={classes.line} d={path(points) ?? ''} data-part="line" />
          {points.map(([x, y]) => (
            // A zero-length stroke with round caps: a dot that the stretched box does not squash.
            <path key={x} className={classes.dot} d={`M${x} ${y}h0`} />
          ))}
        </svg>
        {TICKS.map((t) => (
          <span key={t} className={classes.yLabel} style={{ top: `${yOf(t)}%` }}>
            {t}
          </span>
        ))}
        {data.map((d, i) => (
          <span key={d.day} className={classes.xLabel} style={{ left: `${xOf(i, data.length)}%` }}>
            {d.day}
          </span>
        ))}
      </div>
    </div>
  );
}
