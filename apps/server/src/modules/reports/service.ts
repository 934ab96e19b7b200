import type { MoodScore, QueryOf, ResponseOf, routes } from '@portal/contracts';
import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { localDate, monthBounds } from '../../infra/time/calendar-date';
import { periodBounds, summarize, withinTaskWindow } from './report-math';
import * as repo from './repository';

export interface Caller {
  user: CurrentUser;
  actor: Actor;
}

function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

async function mustFind(tx: Tx, centerId: string, id: string) {
  const row = await repo.findMembership(tx, centerId, id);
  if (!row) throw notFound();
  return { ...row, today: localDate(new Date(), row.timeZone) };
}

const mood = (m: number | null) => m as MoodScore | null;

export async function calendarReport(
  db: Db,
  { user, actor }: Caller,
  id: string,
  query: QueryOf<typeof routes.calendarReport>,
): Promise<ResponseOf<typeof routes.calendarReport>> {
  const centerId = centerOf(user);
  const m = await mustFind(db, centerId, id);
  const { start, end } = monthBounds(query.month);
  const days = withinTaskWindow(
    await repo.dayFigures(db, { centerId, membershipId: id, timeZone: m.timeZone, from: start, to: end }),
    m.createdOn,
    m.today,
  );
  await auditRead(db, actor, {
    action: 'report.calendar.read',
    resourceType: 'membership',
    resourceId: id,
    outcome: 'success',
    detail: { month: query.month },
  });
  return {
    month: query.month,
    days: days.map((d) => ({
      date: d.date,
      mood: mood(d.mood),
      tasks_done: d.tasksDone,
      tasks_total: d.tasksTotal,
      assistance_records: d.assistance,
    })),
  };
}

export async function dailyReport(
  db: Db,
  { user, actor }: Caller,
  id: string,
  query: QueryOf<typeof routes.dailyReport>,
): Promise<ResponseOf<typeof routes.dailyReport>> {
  const centerId = centerOf(user);
  const m = await mustFind(db, centerId, id);
  const { date } = query;
  const checkIn = await repo.checkInOn(db, centerId, id, date);
  const owesTasks = date >= m.createdOn && date <= m.today;
  const tasks = owesTasks
    ? await repo.tasksOn(db, { centerId, membershipId: id, timeZone: m.timeZone, date })
    : [];
  const records = await repo.assistanceOn(db, centerId, id, date);
  await auditRead(db, actor, {
    action: 'report.daily.read',
    resourceType: 'membership',
    resourceId: id,
    outcome: 'success',
    detail: { date },
  });
  return {
    date,
    check_in: checkIn
      ? {
          date: checkIn.date,
          mood: checkIn.mood as MoodScore,
          preset_message: checkIn.presetMessage,
          preset_message_text: checkIn.presetMessageText,
          text: checkIn.text,
          created_at: checkIn.createdAt.toISOString(),
        }
      : null,
    tasks,
    assistance_records: records.map(({ record, firstName, lastName, email }) => ({
      id: record.id,
      date: record.date,
      kind: record.kind as ResponseOf<typeof routes.dailyReport>['assistance_records'][number]['kind'],
      attended: record.attended,
      note: record.note,
      recorded_by: `${firstName ?? ''} ${lastName ?? ''}`.trim() || email || '',
      created_at: record.createdAt.toISOString(),
    })),
  };
}

export async function periodicalReport(
  db: Db,
  { user, actor }: Caller,
  id: string,
  query: QueryOf<typeof routes.periodicalReport>,
): Promise<ResponseOf<typeof routes.periodicalReport>> {
  const centerId = centerOf(user);
  const m = await mustFind(db, centerId, id);
  const { start, end } = periodBounds(query.period, query.date);
  const days = withinTaskWindow(
    await repo.dayFigures(db, { centerId, membershipId: id, timeZone: m.timeZone, from: start, to: end }),
    m.createdOn,
    m.today,
  );
  await auditRead(db, actor, {
    action: 'report.periodical.read',
    resourceType: 'membership',
    resourceId: id,
    outcome: 'success',
    detail: { period: query.period, start, end },
  });
  return {
    period: query.period,
    start_date: start,
    end_date: end,
    ...summarize(days),
    mood_per_day: days.map((d) => ({ date: d.date, mood: mood(d.mood) })),
  };
}
