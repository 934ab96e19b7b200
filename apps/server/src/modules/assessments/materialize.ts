import { INSTRUMENTS } from '@portal/contracts/instruments';
import type { Db, Tx } from '../../db/client';
import { addDays, type CalendarDate, localDate } from '../../infra/time/calendar-date';
import * as repo from './repository';
import { DEFAULT_PLAN, dueOccasions, occasionState } from './schedule';

/**
 * Turns the plan's occasions into owed assessments (issue 39 §2). Claiming is an insert that the
 * unique (membership, instrument, occasion) index makes happen once, whichever instance or request
 * gets there first; past their window they become missed, never silently dropped.
 */

/** How far back the sweep claims occasions: a server down this long still records what it missed. */
export const SWEEP_CATCH_UP_DAYS = 30;

/**
 * The occasions of one patient that have come due by `today`, as rows to claim. The schedule runs
 * from the sobriety start date (first_day), or the membership's creation when it is unset. An
 * occasion before the membership existed is not owed, except the joining one: it is due from the
 * day the membership was created (a patient whose sobriety date predates the center still gets a
 * baseline). The discharge date is not recorded by the schema yet, so only active patients are
 * scheduled; `since` limits the rows to recent ones (the sweep).
 */
export function occasionRows(
  centerId: string,
  m: repo.MembershipDatesRow,
  today: CalendarDate,
  since: CalendarDate | null = null,
): repo.NewAssessment[] {
  if (m.status !== 'active') return [];
  const joinedOn = m.firstDay ?? m.createdOn;
  const window = DEFAULT_PLAN.windowDays;
  const rows: repo.NewAssessment[] = [];
  for (const o of dueOccasions(DEFAULT_PLAN, { joinedOn, dischargedOn: null }, today)) {
    let { dueOn, lastDay } = o;
    if (dueOn < m.createdOn) {
      if (o.key !== 'joining') continue;
      dueOn = m.createdOn;
      lastDay = addDays(dueOn, window - 1);
    }
    if (since && lastDay < since) continue;
    rows.push({
      treatmentCenterId: centerId,
      membershipId: m.id,
      instrumentId: o.instrumentId,
      instrumentVersion: INSTRUMENTS[o.instrumentId].version,
      occasion: o.key,
      dueOn,
      lastDay,
      status: occasionState({ lastDay }, today),
    });
  }
  return rows;
}

/** Claims one patient's due occasions and marks their past-window ones missed, in the caller's transaction. */
export async function materializeDue(tx: Tx, centerId: string, membershipId: string, today: CalendarDate) {
  const m = await repo.membershipDates(tx, centerId, membershipId);
  const claimed = m ? await repo.claimOccasions(tx, occasionRows(centerId, m, today)) : 0;
  const missed = await repo.markMissed(tx, centerId, today, membershipId);
  return { claimed, missed };
}

/**
 * The periodic sweep: every center in its own transaction, its active patients' recent occasions
 * claimed in a few statements, and every assessment past its window marked missed.
 */
export async function sweepAssessments(db: Db, now: Date = new Date()) {
  const centers = await db.transaction((tx) => repo.allCenters(tx));
  const totals = { claimed: 0, missed: 0 };
  for (const center of centers) {
    const today = localDate(now, center.timeZone);
    const since = addDays(today, -SWEEP_CATCH_UP_DAYS);
    const done = await db.transaction(async (tx) => {
      const patients = await repo.activeMembershipDates(tx, center.id);
      const rows = patients.flatMap((m) => occasionRows(center.id, m, today, since));
      return {
        claimed: await repo.claimOccasions(tx, rows),
        missed: await repo.markMissed(tx, center.id, today),
      };
    });
    totals.claimed += done.claimed;
    totals.missed += done.missed;
  }
  return totals;
}
