import { useState } from 'react';
import { ErrorState, Query } from '../components/states';
import { type Membership, useCalendar, useMembership } from '../lib/data';
import { formatDay, formatMonth, weekdayNames } from '../lib/format';
import { useT } from '../lib/i18n';
import { moodOf } from '../lib/moods';
import { addMonths, milestones, monthGrid } from '../lib/progress';

/** My progress: the calendar of past days (mood, tasks done) and the milestones. */
export function Progress() {
  const membership = useMembership();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('progress.title')}</h1>
      <Query q={membership}>
        {(m) => (
          <>
            <Milestones m={m} />
            <Calendar today={m.today} />
          </>
        )}
      </Query>
    </>
  );
}

function Milestones({ m }: { m: Membership }) {
  const t = useT();
  const list = milestones(m.sobriety_date ?? m.first_day, m.today);
  if (list.length === 0) return null;
  const next = list.find((x) => !x.reached);
  return (
    <section className="card" aria-labelledby="miles">
      <h2 id="miles">{t('progress.milestones')}</h2>
      <ul className="miles">
        {list.map((x) => (
          <li key={x.date} className={x.reached ? 'reached' : undefined}>
            {x.reached ? '★ ' : ''}
            {t('progress.milestone', x.size)}
            <span className="sr-only"> {x.reached ? t('progress.reached') : t('progress.notYet')}</span>
          </li>
        ))}
      </ul>
      {next && (
        <p className="muted" style={{ marginTop: '0.5rem' }}>
          {t('progress.next', {
            milestone: t('progress.milestone', next.size),
            date: formatDay(next.date, m.today),
          })}
        </p>
      )}
    </section>
  );
}

function Calendar({ today }: { today: string }) {
  const t = useT();
  const [month, setMonth] = useState(today.slice(0, 7));
  const calendar = useCalendar(month);
  const byDate = new Map((calendar.data ?? []).map((d) => [d.date, d]));
  const title = formatMonth(month);
  const canNext = month < today.slice(0, 7);
  return (
    <section className="card" aria-labelledby="cal-title">
      <div className="row">
        <button
          type="button"
          className="btn secondary"
          onClick={() => setMonth(addMonths(`${month}-01`, -1).slice(0, 7))}
        >
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t('progress.previousMonth')}</span>
        </button>
        <h2 id="cal-title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="btn secondary"
          disabled={!canNext}
          onClick={() => setMonth(addMonths(`${month}-01`, 1).slice(0, 7))}
        >
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t('progress.nextMonth')}</span>
        </button>
      </div>
      {calendar.error ? <ErrorState error={calendar.error} retry={() => void calendar.refetch()} /> : null}
      {calendar.isPending && (
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
      )}
      <table className="cal" aria-busy={calendar.isPending}>
        <caption className="sr-only">{t('progress.checkInsOf', { month: title })}</caption>
        <thead>
          <tr>
            {weekdayNames().map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(`${month}-01`).map((row) => (
            <tr key={row.find(Boolean) ?? ''}>
              {row.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is its weekday position, nothing else
                if (!date) return <td key={`blank-${i}`} />;
                const c = byDate.get(date);
                const mood = c?.mood ? moodOf(c.mood) : undefined;
                const tasks = c?.tasks_done ?? 0;
                return (
                  <td key={date}>
                    <div className={date === today ? 'day today' : 'day'}>
                      {Number(date.slice(8))}
                      {mood && (
                        <span className="m" role="img" aria-label={t(`mood.${mood.score}`)}>
                          {mood.face}
                        </span>
                      )}
                      {tasks > 0 && (
                        <span className="t">
                          ✓{tasks}
                          <span className="sr-only"> {t('progress.tasksDone', { count: tasks })}</span>
                        </span>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
