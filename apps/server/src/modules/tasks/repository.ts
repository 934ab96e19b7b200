import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dailyTasks, treatmentCenters } from '../../db/schema/index';

export interface TaskRow {
  id: string;
  title: string;
  description: string;
  days: number[];
  active: boolean;
  position: number;
  createdAt: Date;
  done7d: number;
  expected7d: number;
}

/**
 * Completion over the 7 local days ending `today`, as two aggregates: completions by currently
 * active patients, and what was expected (active patients × the days the task applied).
 * Column names are written out qualified: drizzle drops the table name in a one-table select.
 */
function completionColumns(centerId: string, today: string) {
  const done = sql<number>`(
    select count(*)::int from task_completions tc
    join memberships m on m.id = tc.membership_id and m.status = 'active'
    where tc.task_id = daily_tasks.id
      and tc.treatment_center_id = ${centerId}
      and tc.date between ${today}::date - 6 and ${today}::date
  )`.mapWith(Number);
  const expected = sql<number>`(
    (select count(*)::int from generate_series(0, 6) as g(n)
      where cardinality(daily_tasks.days) = 0
         or extract(dow from ${today}::date - g.n)::smallint = any(daily_tasks.days))
    * (select count(*)::int from memberships m
        where m.treatment_center_id = ${centerId} and m.status = 'active')
  )`.mapWith(Number);
  return { done7d: done, expected7d: expected };
}

const columns = {
  id: dailyTasks.id,
  title: dailyTasks.title,
  description: dailyTasks.description,
  days: dailyTasks.days,
  active: dailyTasks.active,
  position: dailyTasks.position,
  createdAt: dailyTasks.createdAt,
};

export async function listTasks(tx: Tx, centerId: string, today: string): Promise<TaskRow[]> {
  return tx
    .select({ ...columns, ...completionColumns(centerId, today) })
    .from(dailyTasks)
    .where(eq(dailyTasks.treatmentCenterId, centerId))
    .orderBy(asc(dailyTasks.position), asc(dailyTasks.createdAt), asc(dailyTasks.id));
}

export async function findTask(
  tx: Tx,
  centerId: string,
  id: string,
  today: string,
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select({ ...columns, ...completionColumns(centerId, today) })
    .from(dailyTasks)
    .where(and(eq(dailyTasks.treatmentCenterId, centerId), eq(dailyTasks.id, id)));
  return row;
}

/** Serialises changes to one center's task list (positions stay dense: 0…n-1). */
export async function lockTaskList(tx: Tx, centerId: string): Promise<void> {
  await tx
    .select({ id: treatmentCenters.id })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId))
    .for('update');
}

export async function countTasks(tx: Tx, centerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(dailyTasks)
    .where(eq(dailyTasks.treatmentCenterId, centerId));
  return row?.n ?? 0;
}

export interface TaskValues {
  title: string;
  description: string;
  days: number[];
  active: boolean;
}

export async function insertTask(
  tx: Tx,
  centerId: string,
  values: TaskValues,
  position: number,
): Promise<string> {
  const [row] = await tx
    .insert(dailyTasks)
    .values({ treatmentCenterId: centerId, ...values, position })
    .returning({ id: dailyTasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row.id;
}

export async function updateTask(
  tx: Tx,
  centerId: string,
  id: string,
  values: Partial<TaskValues>,
): Promise<boolean> {
  const rows = await tx
    .update(dailyTasks)
    .set(values)
    .where(and(eq(dailyTasks.treatmentCenterId, centerId), eq(dailyTasks.id, id)))
    .returning({ id: dailyTasks.id });
  return rows.length === 1;
}

/** Deletes a task (its completions go with it) and closes the gap in the positions. */
export async function deleteTask(tx: Tx, centerId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .delete(dailyTasks)
    .where(and(eq(dailyTasks.treatmentCenterId, centerId), eq(dailyTasks.id, id)))
    .returning({ position: dailyTasks.position });
  if (!row) return false;
  await tx
    .update(dailyTasks)
    .set({ position: sql`${dailyTasks.position} - 1` })
    .where(and(eq(dailyTasks.treatmentCenterId, centerId), gt(dailyTasks.position, row.position)));
  return true;
}

/** Ids of the center's tasks in their current order. */
export async function taskIdsInOrder(tx: Tx, centerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: dailyTasks.id })
    .from(dailyTasks)
    .where(eq(dailyTasks.treatmentCenterId, centerId))
    .orderBy(asc(dailyTasks.position), asc(dailyTasks.createdAt), asc(dailyTasks.id));
  return rows.map((r) => r.id);
}

/** Gives each listed task its index as position, in one statement. */
export async function setPositions(tx: Tx, centerId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx
    .update(dailyTasks)
    .set({
      position: sql`(select o.ord - 1 from unnest(array[${ids}]::uuid[]) with ordinality as o(id, ord) where o.id = ${dailyTasks.id})::int`,
    })
    .where(and(eq(dailyTasks.treatmentCenterId, centerId), inArray(dailyTasks.id, orderedIds)));
}
