import { DEFAULT_CHECK_IN_MESSAGES } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { centerSettings, checkIns } from '../../db/schema/index';
import type { CheckInRow } from './repository';

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

/** The center's three preset messages: its settings, or the defaults of a center that never saved them. */
export async function presetMessages(tx: Tx, centerId: string): Promise<string[]> {
  const [row] = await tx
    .select({ messages: centerSettings.checkInMessages })
    .from(centerSettings)
    .where(eq(centerSettings.treatmentCenterId, centerId));
  return row?.messages ?? [...DEFAULT_CHECK_IN_MESSAGES];
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
