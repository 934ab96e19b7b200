import { Link } from 'wouter';
import { AssessmentsDueCard } from '../components/assessments-due-card';
import { PartyPopper } from '../components/party-popper';
import { Query } from '../components/states';
import { type Membership, useEvents, useMembership, useTasks, useTodayCheckIn, useUnread } from '../lib/data';
import { formatEventDate } from '../lib/format';
import { useT } from '../lib/i18n';
import { moodOf } from '../lib/moods';
import { useOutbox } from '../lib/outbox';
import { daysSober, milestoneToday, programPosition } from '../lib/progress';

/** Home: today at a glance. */
export function Home() {
  const membership = useMembership();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('today.title')}</h1>
      <Query q={membership}>{(m) => <Today m={m} />}</Query>
    </>
  );
}

function Today({ m }: { m: Membership }) {
  const t = useT();
  const since = m.sobriety_date ?? m.first_day;
  const sober = daysSober(since, m.today);
  const position = programPosition(m.first_day, m.today);
  const milestone = milestoneToday(since, m.today);
  return (
    <div>
      <p className="muted">{t('today.hello', { name: m.first_name })}</p>
      {milestone && (
        <div className="alert ok celebrate" role="status">
          <PartyPopper />
          <span>{t('today.milestone', { milestone: t('progress.milestone', milestone.size) })}</span>
        </div>
      )}
      <div className="grid2">
        <div className="card accent">
          <div className="big">{sober ?? '–'}</div>
          <div>{t('today.daysSober', { count: sober ?? 0 })}</div>
        </div>
        <div className="card">
          {position ? (
            <>
              <div className="big">{t('today.week', { week: position.week })}</div>
              <div>{t('today.dayOfProgram', { day: position.day })}</div>
            </>
          ) : (
            <div>{t('today.notStarted')}</div>
          )}
        </div>
      </div>
      <AssessmentsDueCard />
      <CheckInCard />
      <TasksCard />
      <MessagesCard />
      <NextEventCard />
      <Link className="btn secondary block" to="/contact">
        {t('today.askForCall')}
      </Link>
    </div>
  );
}

function CheckInCard() {
  const t = useT();
  const today = useTodayCheckIn();
  const waiting = useOutbox().some((a) => a.key === 'check-in');
  return (
    <section className="card" aria-labelledby="home-checkin">
      <div className="row">
        <h2 id="home-checkin">{t('today.checkInTitle')}</h2>
        <Link to="/check-in">{waiting ? t('today.change') : t('today.open')}</Link>
      </div>
      <Query q={today}>
        {({ check_in: mine }) => {
          if (waiting) return <p>{t('today.checkInWaiting')}</p>;
          if (!mine)
            return (
              <>
                <p>{t('today.notCheckedIn')}</p>
                <Link className="btn block" to="/check-in">
                  {t('today.checkInNow')}
                </Link>
              </>
            );
          const mood = moodOf(mine.mood);
          return (
            <p>
              {t('today.checkedIn', {
                mood: t(`mood.${mood?.score ?? mine.mood}` as 'mood.20'),
                face: mood?.face ?? '',
              })}
            </p>
          );
        }}
      </Query>
    </section>
  );
}

function TasksCard() {
  const t = useT();
  const tasks = useTasks();
  return (
    <section className="card" aria-labelledby="home-tasks">
      <div className="row">
        <h2 id="home-tasks">{t('today.tasksTitle')}</h2>
        <Link to="/tasks">{t('today.allTasks')}</Link>
      </div>
      <Query q={tasks}>
        {({ tasks: list }) =>
          list.length === 0 ? (
            <p className="muted">{t('today.noTasks')}</p>
          ) : (
            <p>
              {t('today.tasksDone', { done: list.filter((task) => task.done).length, total: list.length })}
            </p>
          )
        }
      </Query>
    </section>
  );
}

function MessagesCard() {
  const t = useT();
  const unread = useUnread();
  const n = unread.data ?? 0;
  return (
    <section className="card" aria-labelledby="home-messages">
      <div className="row">
        <h2 id="home-messages">{t('today.messagesTitle')}</h2>
        <Link to="/messages">{t('today.open')}</Link>
      </div>
      <p>{t('today.unread', { count: n })}</p>
    </section>
  );
}

function NextEventCard() {
  const t = useT();
  const events = useEvents();
  return (
    <section className="card" aria-labelledby="home-event">
      <div className="row">
        <h2 id="home-event">{t('today.nextEvent')}</h2>
        <Link to="/news">{t('today.eventsAndNews')}</Link>
      </div>
      <Query q={events}>
        {(list) => {
          const next = list[0];
          if (!next) return <p className="muted">{t('today.noEvents')}</p>;
          return (
            <p>
              <strong>{next.title}</strong>
              <br />
              {formatEventDate(next.event_date, next.time_zone)}
            </p>
          );
        }}
      </Query>
    </section>
  );
}
