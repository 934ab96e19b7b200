import { Link } from 'wouter';
import { PartyPopper } from '../components/party-popper';
import { Query } from '../components/states';
import { type Membership, useEvents, useMembership, useTasks, useTodayCheckIn, useUnread } from '../lib/data';
import { formatEventDate } from '../lib/format';
import { moodOf } from '../lib/moods';
import { useOutbox } from '../lib/outbox';
import { daysSober, milestoneToday, programPosition } from '../lib/progress';

/** Home: today at a glance. */
export function Home() {
  const membership = useMembership();
  return (
    <>
      <h1 tabIndex={-1}>Today</h1>
      <Query q={membership}>{(m) => <Today m={m} />}</Query>
    </>
  );
}

function Today({ m }: { m: Membership }) {
  const since = m.sobriety_date ?? m.first_day;
  const sober = daysSober(since, m.today);
  const position = programPosition(m.first_day, m.today);
  const milestone = milestoneToday(since, m.today);
  return (
    <div>
      <p className="muted">Hello {m.first_name}.</p>
      {milestone && (
        <div className="alert ok celebrate" role="status">
          <PartyPopper />
          <span>Congratulations: {milestone.label} today!</span>
        </div>
      )}
      <div className="grid2">
        <div className="card accent">
          <div className="big">{sober ?? '–'}</div>
          <div>{sober === 1 ? 'day sober' : 'days sober'}</div>
        </div>
        <div className="card">
          {position ? (
            <>
              <div className="big">Week {position.week}</div>
              <div>Day {position.day} of the program</div>
            </>
          ) : (
            <div>Your program has not started yet.</div>
          )}
        </div>
      </div>
      <CheckInCard />
      <TasksCard />
      <MessagesCard />
      <NextEventCard />
      <Link className="btn secondary block" to="/contact">
        Ask for a call
      </Link>
    </div>
  );
}

function CheckInCard() {
  const today = useTodayCheckIn();
  const waiting = useOutbox().some((a) => a.key === 'check-in');
  return (
    <section className="card" aria-labelledby="home-checkin">
      <div className="row">
        <h2 id="home-checkin">Daily check-in</h2>
        <Link to="/check-in">{waiting ? 'Change' : 'Open'}</Link>
      </div>
      <Query q={today}>
        {({ check_in: mine }) => {
          if (waiting) return <p>Your check-in is waiting to be sent.</p>;
          if (!mine)
            return (
              <>
                <p>You have not checked in today.</p>
                <Link className="btn block" to="/check-in">
                  Check in now
                </Link>
              </>
            );
          const mood = moodOf(mine.mood);
          return (
            <p>
              Done: you felt <strong>{mood?.label ?? 'checked in'}</strong> {mood?.face}. You can change it
              until the end of the day.
            </p>
          );
        }}
      </Query>
    </section>
  );
}

function TasksCard() {
  const tasks = useTasks();
  return (
    <section className="card" aria-labelledby="home-tasks">
      <div className="row">
        <h2 id="home-tasks">Today's tasks</h2>
        <Link to="/tasks">All tasks</Link>
      </div>
      <Query q={tasks}>
        {({ tasks: list }) =>
          list.length === 0 ? (
            <p className="muted">No tasks for today.</p>
          ) : (
            <p>
              {list.filter((t) => t.done).length} of {list.length} done
            </p>
          )
        }
      </Query>
    </section>
  );
}

function MessagesCard() {
  const unread = useUnread();
  const n = unread.data ?? 0;
  return (
    <section className="card" aria-labelledby="home-messages">
      <div className="row">
        <h2 id="home-messages">Messages</h2>
        <Link to="/messages">Open</Link>
      </div>
      <p>{n === 0 ? 'No unread messages.' : n === 1 ? '1 unread message' : `${n} unread messages`}</p>
    </section>
  );
}

function NextEventCard() {
  const events = useEvents();
  return (
    <section className="card" aria-labelledby="home-event">
      <div className="row">
        <h2 id="home-event">Next event</h2>
        <Link to="/news">Events and news</Link>
      </div>
      <Query q={events}>
        {(list) => {
          const next = list[0];
          if (!next) return <p className="muted">No upcoming events.</p>;
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
