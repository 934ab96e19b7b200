import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { treatmentCenters } from './schema/index';

export interface CenterDay {
  /** The center's local calendar date at `now`, "YYYY-MM-DD". */
  today: string;
  timeZone: string;
}

/**
 * "Today" of a center: check-ins, task completions and the dashboard count local days of the
 * center's time zone (decisions.md §4), not UTC days. Undefined when the center does not exist.
 */
export async function centerDay(tx: Tx, centerId: string, now: Date): Promise<CenterDay | undefined> {
  const [row] = await tx
    .select({
      today: sql<string>`to_char((${now.toISOString()}::timestamptz at time zone ${treatmentCenters.timeZone})::date, 'YYYY-MM-DD')`,
      timeZone: treatmentCenters.timeZone,
    })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row;
}
