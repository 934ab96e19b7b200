import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dailyTasks, taskCompletions } from '../../db/schema/index';

/** Both drivers (node-postgres, PGlite) answer a raw query with `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

export interface PatientTaskRow {
  id: string;
  title: string;
  description: string;
  days: number[];
  active: boolean;
  due: boolean;
  done: boolean;
}

/**
 * The center's tasks with, for one local date: whether each is due (active, existed by that day,
 * applies to its week day, empty days = every day; the reports' rule) and whether the membership
 * marked it done. `taskId` narrows to one task.
 */
export async function tasksForDay(
  tx: Tx,
  p: { centerId: string; membershipId: string; date: string; timeZone: string; taskId?: string },
): Promise<PatientTaskRow[]> {
  const rows = await rowsOf<PatientTaskRow>(
    tx.execute(sql`
    select t.id, t.title, t.description, t.days::int[] as days, t.active,
      (t.active and (t.created_at at time zone ${p.timeZone})::date <= ${p.date}::date
        and (cardinality(t.days) = 0 or extract(dow from ${p.date}::date)::int = any(t.days))) as due,
      exists (
        select 1 from task_completions tc
        where tc.task_id = t.id and tc.membership_id = ${p.membershipId}
          and tc.treatment_center_id = ${p.centerId} and tc.date = ${p.date}::date
      ) as done
    from daily_tasks t
    where t.treatment_center_id = ${p.centerId}
      ${p.taskId ? sql`and t.id = ${p.taskId}` : sql``}
    order by t.position, t.created_at`),
  );
  return rows.map((r) => ({
    ...r,
    days: (r.days ?? []).map(Number),
    due: Boolean(r.due),
    done: Boolean(r.done),
  }));
}

/** Marks a task done for a day; marking it twice keeps one completion. */
export async function insertCompletion(
  tx: Tx,
  v: { centerId: string; membershipId: string; taskId: string; date: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(taskCompletions)
    .values({
      treatmentCenterId: v.centerId,
      membershipId: v.membershipId,
      taskId: v.taskId,
      date: v.date,
      createdAt: v.at,
    })
    .onConflictDoNothing()
    .returning({ taskId: taskCompletions.taskId });
  return rows.length === 1;
}

/** Takes back one day's completion of a task; false when it was not done. */
export async function deleteCompletion(
  tx: Tx,
  v: { centerId: string; membershipId: string; taskId: string; date: string },
): Promise<boolean> {
  const rows = await tx
    .delete(taskCompletions)
    .where(
      and(
        eq(taskCompletions.treatmentCenterId, v.centerId),
        eq(taskCompletions.membershipId, v.membershipId),
        eq(taskCompletions.taskId, v.taskId),
        eq(taskCompletions.date, v.date),
      ),
    )
    .returning({ taskId: taskCompletions.taskId });
  return rows.length === 1;
}

/**
 * Completions for many (task, date) pairs in one statement (seed only): only pairs whose task is
 * due that day by the same rule as above are inserted. Returns how many were new.
 */
export async function insertDueCompletions(
  tx: Tx,
  p: { centerId: string; membershipId: string; timeZone: string },
  pairs: { taskId: string; date: string; at: Date }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const values = sql.join(
    pairs.map((x) => sql`(${x.taskId}::uuid, ${x.date}::date, ${x.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const rows = await rowsOf<{ task_id: string }>(
    tx.execute(sql`
    insert into task_completions (treatment_center_id, membership_id, task_id, date, created_at)
    select ${p.centerId}::uuid, ${p.membershipId}::uuid, t.id, v.day, v.at
    from (values ${values}) as v(task_id, day, at)
    join daily_tasks t on t.id = v.task_id and t.treatment_center_id = ${p.centerId}
    where t.active and (t.created_at at time zone ${p.timeZone})::date <= v.day
      and (cardinality(t.days) = 0 or extract(dow from v.day)::int = any(t.days))
    on conflict do nothing
    returning task_id`),
  );
  return rows.length;
}

export interface CompletionRow {
  taskId: string;
  date: string;
  title: string;
  description: string;
  doneAt: Date;
}

/**
 * Every task a patient marked done, newest day first, with the task's current title (the right of
 * access record, fhir/patient-record.ts). At most `limit` rows.
 */
export async function completionsOf(
  tx: Tx,
  centerId: string,
  membershipId: string,
  limit: number,
): Promise<CompletionRow[]> {
  return tx
    .select({
      taskId: taskCompletions.taskId,
      date: taskCompletions.date,
      title: dailyTasks.title,
      description: dailyTasks.description,
      doneAt: taskCompletions.createdAt,
    })
    .from(taskCompletions)
    .innerJoin(dailyTasks, eq(dailyTasks.id, taskCompletions.taskId))
    .where(
      and(eq(taskCompletions.treatmentCenterId, centerId), eq(taskCompletions.membershipId, membershipId)),
    )
    .orderBy(desc(taskCompletions.date), dailyTasks.position)
    .limit(limit);
}
