import { INSTRUMENTS } from '@portal/contracts/instruments';
import type { Db, Tx } from '../../db/client';
import { eventsOf } from '../../infra/events/events';
import { addDays, type CalendarDate, localDate } from '../../infra/time/calendar-date';
import { planOf } from './plan';
import * as repo from './repository';
import { type AssessmentPlan, dueOccasions, occasionState } from './schedule';

/**
 * Turns the plan's occasions into owed assessments (issue 39 §2). Claiming is an insert that the
 * unique (membership, instrument, occasion) index makes happen once, whichever instance or request
 * gets there first; past their window they become missed, never silently dropped.
 */

/**
 * Patients whose occasions the sweep builds and claims in one go: a center of 2,000 built at once
 * held the event loop ~130 ms, which every request waited out (bench 12).
 */
const CLAIM_PATIENTS = 250;

/** How far back the sweep claims occasions: a server down this long still records what it missed. */
export const SWEEP_CATCH_UP_DAYS = 30;

/**
 * The occasions of one patient that have come due by `today`, as rows to claim. The schedule runs
 * from the sobriety start date (first_day), or the membership's creation when it is unset. An
 * occasion before the membership existed is not owed, except the joining one: it is due from the
 * day the membership was created (a patient whose sobriety date predates the center still gets a
 * baseline). Active patients are scheduled, and alumni, whose discharge and follow-up occasions run
 * from the day they became alumni (an alumnus with no such date, from before it was recorded, owes
 * none); `since` limits the rows to recent ones (the sweep).
 */
export function occasionRows(
  centerId: string,
  m: repo.MembershipDatesRow,
  today: CalendarDate,
  plan: AssessmentPlan,
  since: CalendarDate | null = null,
): repo.NewAssessment[] {
  if (m.status !== 'active' && !(m.status === 'alumni' && m.dischargedOn)) return [];
  const joinedOn = m.firstDay ?? m.createdOn;
  const dischargedOn = m.status === 'alumni' ? m.dischargedOn : null;
  const window = plan.windowDays;
  const rows: repo.NewAssessment[] = [];
  for (const o of dueOccasions(plan, { joinedOn, dischargedOn }, today)) {
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

/**
 * Claims one patient's due occasions (the center's plan unless one is given) and marks their
 * past-window ones missed, in the caller's transaction.
 */
export async function materializeDue(
  tx: Tx,
  centerId: string,
  membershipId: string,
  today: CalendarDate,
  plan?: AssessmentPlan,
) {
  const m = await repo.membershipDates(tx, centerId, membershipId);
  const claimed = m
    ? await repo.claimOccasions(tx, occasionRows(centerId, m, today, plan ?? (await planOf(tx, centerId))))
    : 0;
  const missed = await repo.markMissed(tx, centerId, today, membershipId);
  return { claimed, missed };
}

/**
 * The periodic sweep: every center in its own transaction, with its own plan: its active and
 * alumni patients' recent occasions claimed in a few statements, every assessment past its window
 * marked missed, and the reminders due today claimed and pushed (once, whichever instance claims
 * them).
 */
export async function sweepAssessments(
  db: Db,
  now: Date = new Date(),
  claimedDays?: Map<string, CalendarDate>,
) {
  const centers = await db.transaction((tx) => repo.allCenters(tx));
  const totals = { claimed: 0, missed: 0 };
  for (const center of centers) {
    const today = localDate(now, center.timeZone);
    const since = addDays(today, -SWEEP_CATCH_UP_DAYS);
    // Occasions come due only when the center's day turns: the timer's sweeps (which pass
    // `claimedDays`) claim a center's once per local day; between them a patient's own list and a
    // staff read claim theirs at once (materializeDue). Missed and reminders run every sweep.
    const claim = claimedDays?.get(center.id) !== today;
    const done = await db.transaction(async (tx) => {
      let claimed = 0;
      if (claim) {
        const plan = await planOf(tx, center.id);
        const patients = await repo.scheduledMembershipDates(tx, center.id);
        for (let i = 0; i < patients.length; i += CLAIM_PATIENTS) {
          const chunk = patients.slice(i, i + CLAIM_PATIENTS);
          claimed += await repo.claimOccasions(
            tx,
            chunk.flatMap((m) => occasionRows(center.id, m, today, plan, since)),
          );
        }
      }
      const missed = await repo.markMissed(tx, center.id, today);
      return { claimed, missed, reminders: await repo.claimReminders(tx, center.id, today, now) };
    });
    if (claim) claimedDays?.set(center.id, today);
    totals.claimed += done.claimed;
    totals.missed += done.missed;
    // After the commit: a crash before the push loses a reminder, never sends one twice.
    const { due, lastDay } = done.reminders;
    if (due.length > 0 || lastDay.length > 0)
      await eventsOf(db).emit('assessment.reminders_due', { centerId: center.id, due, lastDay });
  }
  return totals;
}
