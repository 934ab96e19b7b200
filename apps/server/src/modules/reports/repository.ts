import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assistanceRecords, checkIns, memberships, treatmentCenters, users } from '../../db/schema/index';
import type { CalendarDate } from '../../infra/time/calendar-date';

/** Both drivers (node-postgres, PGlite) answer a raw query with `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

export interface DayFigures {
  date: CalendarDate;
  mood: number | null;
  tasksDone: number;
  tasksTotal: number;
  assistance: number;
}

/** The membership with what reports need: the center's zone and the local day it was created. */
export async function findMembership(tx: Tx, centerId: string, id: string) {
  const [row] = await tx
    .select({
      id: memberships.id,
      timeZone: treatmentCenters.timeZone,
      createdOn: sql<string>`to_char(${memberships.createdAt} at time zone ${treatmentCenters.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId))
    .where(and(eq(memberships.id, id), eq(memberships.treatmentCenterId, centerId)));
  return row;
}

/**
 * A task is due on a day when it is active, existed by that local day, and applies to that week
 * day (`days` empty = every day). Used by the per-day figures and the daily report alike.
 */
const taskDueOn = (day: ReturnType<typeof sql>, timeZone: string) =>
  sql`t.active and (t.created_at at time zone ${timeZone})::date <= ${day}
      and (cardinality(t.days) = 0 or extract(dow from ${day})::int = any(t.days))`;

/** Mood, tasks due/done and assistance records for every day from `from` to `to`, in one query. */
export async function dayFigures(
  tx: Tx,
  p: { centerId: string; membershipId: string; timeZone: string; from: CalendarDate; to: CalendarDate },
): Promise<DayFigures[]> {
  const rows = await rowsOf<{
    date: string;
    mood: number | null;
    tasks_total: number;
    tasks_done: number;
    assistance: number;
  }>(
    tx.execute(sql`
    with days as (
      select g::date as day from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') as g
    ),
    due as (
      select days.day, t.id as task_id
      from days join daily_tasks t on t.treatment_center_id = ${p.centerId}
        and ${taskDueOn(sql`days.day`, p.timeZone)}
    ),
    tasks as (
      select due.day, count(*)::int as total, count(tc.task_id)::int as done
      from due left join task_completions tc
        on tc.task_id = due.task_id and tc.date = due.day
        and tc.membership_id = ${p.membershipId} and tc.treatment_center_id = ${p.centerId}
      group by due.day
    ),
    assistance as (
      select a.date as day, count(*)::int as n from assistance_records a
      where a.membership_id = ${p.membershipId} and a.treatment_center_id = ${p.centerId}
        and a.date between ${p.from}::date and ${p.to}::date
      group by a.date
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, c.mood::int as mood,
      coalesce(tasks.total, 0) as tasks_total, coalesce(tasks.done, 0) as tasks_done,
      coalesce(assistance.n, 0) as assistance
    from days
    left join check_ins c on c.membership_id = ${p.membershipId}
      and c.treatment_center_id = ${p.centerId} and c.date = days.day
    left join tasks on tasks.day = days.day
    left join assistance on assistance.day = days.day
    order by days.day`),
  );
  return rows.map((r) => ({
    date: r.date,
    mood: r.mood === null ? null : Number(r.mood),
    tasksDone: Number(r.tasks_done),
    tasksTotal: Number(r.tasks_total),
    assistance: Number(r.assistance),
  }));
}

export async function checkInOn(tx: Tx, centerId: string, membershipId: string, date: CalendarDate) {
  const [row] = await tx
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.treatmentCenterId, centerId),
        eq(checkIns.membershipId, membershipId),
        eq(checkIns.date, date),
      ),
    );
  return row;
}

export async function tasksOn(
  tx: Tx,
  p: { centerId: string; membershipId: string; timeZone: string; date: CalendarDate },
) {
  const rows = await rowsOf<{ id: string; title: string; done: boolean }>(
    tx.execute(sql`
    select t.id, t.title, exists (
      select 1 from task_completions tc
      where tc.task_id = t.id and tc.membership_id = ${p.membershipId}
        and tc.treatment_center_id = ${p.centerId} and tc.date = ${p.date}::date
    ) as done
    from daily_tasks t
    where t.treatment_center_id = ${p.centerId} and ${taskDueOn(sql`${p.date}::date`, p.timeZone)}
    order by t.position, t.created_at`),
  );
  return rows.map((r) => ({ id: r.id, title: r.title, done: Boolean(r.done) }));
}

export function assistanceOn(tx: Tx, centerId: string, membershipId: string, date: CalendarDate) {
  return tx
    .select({
      record: assistanceRecords,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(assistanceRecords)
    .leftJoin(users, eq(users.id, assistanceRecords.recordedBy))
    .where(
      and(
        eq(assistanceRecords.treatmentCenterId, centerId),
        eq(assistanceRecords.membershipId, membershipId),
        eq(assistanceRecords.date, date),
      ),
    )
    .orderBy(asc(assistanceRecords.createdAt));
}
