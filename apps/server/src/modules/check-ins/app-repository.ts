import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkIns } from '../../db/schema/index';
import { type CheckInRow, presetTextNow } from './repository';

/** The check-in of one local day, or undefined. */
export async function checkInOn(tx: Tx, centerId: string, membershipId: string, date: string) {
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
  return row as CheckInRow | undefined;
}

/** The center's three preset messages as the patient reads them (repository.ts presetTextNow). */
export async function presetMessages(
  tx: Tx,
  centerId: string,
  defaults: readonly string[],
): Promise<string[]> {
  const res = await tx.execute(sql`
    select ${presetTextNow(centerId, 1, defaults)} as m1, ${presetTextNow(centerId, 2, defaults)} as m2,
      ${presetTextNow(centerId, 3, defaults)} as m3`);
  const [row] = (res as unknown as { rows: { m1: string; m2: string; m3: string }[] }).rows;
  return row ? [row.m1, row.m2, row.m3] : [...defaults];
}

/**
 * One patient's days between two local dates (inclusive): the check-in's mood and the number of
 * tasks done, for days that have either.
 */
export async function daysBetween(tx: Tx, centerId: string, membershipId: string, from: string, to: string) {
  const res = await tx.execute(sql`
    with c as (
      select date, mood from check_ins
      where treatment_center_id = ${centerId} and membership_id = ${membershipId}
        and date between ${from}::date and ${to}::date),
    t as (
      select date, count(*)::int as done from task_completions
      where treatment_center_id = ${centerId} and membership_id = ${membershipId}
        and date between ${from}::date and ${to}::date
      group by date)
    select to_char(coalesce(c.date, t.date), 'YYYY-MM-DD') as date, c.mood, coalesce(t.done, 0) as tasks_done
    from c full join t on t.date = c.date
    order by 1`);
  return (res as unknown as { rows: { date: string; mood: number | null; tasks_done: number }[] }).rows;
}
