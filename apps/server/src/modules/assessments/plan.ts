import type { AssessmentPlanBody } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import * as repo from './repository';
import { type AssessmentPlan, DEFAULT_PLAN } from './schedule';

/**
 * The center's assessment plan (issue 39 §2): owners set it, a center without one has
 * DEFAULT_PLAN. Stored as the API holds it (validated by the contract), read as the schedule's
 * `AssessmentPlan` wherever occasions are owed.
 */

const toApi = (plan: AssessmentPlan): AssessmentPlanBody => ({
  window_days: plan.windowDays,
  entries: plan.entries.map((e) => ({
    instrument_id: e.instrumentId,
    at_joining: e.atJoining,
    every_weeks: e.everyWeeks,
    at_discharge: e.atDischarge,
    follow_up_days: [...e.followUpDays] as AssessmentPlanBody['entries'][number]['follow_up_days'],
  })),
});

const fromRow = (row: repo.PlanRow): AssessmentPlan => ({
  windowDays: row.windowDays,
  entries: row.entries.map((e) => ({
    instrumentId: e.instrument_id,
    atJoining: e.at_joining,
    everyWeeks: e.every_weeks,
    atDischarge: e.at_discharge,
    followUpDays: e.follow_up_days,
  })),
});

/** The plan owed occasions follow in this center. */
export async function planOf(tx: Tx, centerId: string): Promise<AssessmentPlan> {
  const row = await repo.findPlan(tx, centerId);
  return row ? fromRow(row) : DEFAULT_PLAN;
}

export async function getPlan(db: Db, centerId: string) {
  const row = await db.transaction((tx) => repo.findPlan(tx, centerId));
  return { plan: toApi(row ? fromRow(row) : DEFAULT_PLAN), is_default: !row };
}

/** Replaces the plan; occasions already owed stay, the next ones follow it. */
export async function updatePlan(
  db: Db,
  actor: Actor,
  caller: { centerId: string; userId: string },
  body: AssessmentPlanBody,
) {
  return db.transaction(async (tx) => {
    await repo.savePlan(tx, caller.centerId, caller.userId, {
      entries: body.entries,
      windowDays: body.window_days,
    });
    await audit(tx, actor, {
      action: 'assessment.plan_update',
      resourceType: 'treatment_center',
      resourceId: caller.centerId,
      outcome: 'success',
      detail: {
        instruments: body.entries.map((e) => e.instrument_id),
        window_days: body.window_days,
      },
    });
    return { plan: body, is_default: false };
  });
}
