import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  assessmentPlans,
  assessmentResponses,
  assessments,
  assessmentTrajectories,
  memberships,
  treatmentCenters,
} from '../../db/schema/index';
import { occasionKind } from './occasion-kind';

export type AssessmentRow = typeof assessments.$inferSelect;
export type ResponseRow = typeof assessmentResponses.$inferSelect;
export type NewAssessment = typeof assessments.$inferInsert;
/** What a claim writes of an occasion (claimOccasions): the rest are the table's defaults. */
export type OccasionClaim = Pick<
  NewAssessment,
  | 'treatmentCenterId'
  | 'membershipId'
  | 'instrumentId'
  | 'instrumentVersion'
  | 'occasion'
  | 'dueOn'
  | 'lastDay'
  | 'status'
  | 'assignedBy'
>;
export type PlanRow = typeof assessmentPlans.$inferSelect;

/** Membership dates in the center's zone: the schedule counts local days (decisions.md §4). */
const datesOf = {
  id: memberships.id,
  status: memberships.status,
  firstDay: memberships.firstDay,
  dischargedOn: memberships.dischargedOn,
  createdOn: sql<string>`to_char((${memberships.createdAt} at time zone ${treatmentCenters.timeZone})::date, 'YYYY-MM-DD')`,
};

export type MembershipDatesRow = {
  id: string;
  status: string;
  firstDay: string | null;
  dischargedOn: string | null;
  createdOn: string;
};

export async function membershipDates(
  tx: Tx,
  centerId: string,
  membershipId: string,
): Promise<MembershipDatesRow | undefined> {
  const [row] = await tx
    .select(datesOf)
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId))
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.id, membershipId)));
  return row;
}

/** Every active or alumni patient of a center with the dates their schedule runs from (the sweep). */
export async function scheduledMembershipDates(tx: Tx, centerId: string): Promise<MembershipDatesRow[]> {
  return tx
    .select(datesOf)
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId))
    .where(
      and(eq(memberships.treatmentCenterId, centerId), inArray(memberships.status, ['active', 'alumni'])),
    );
}

/**
 * Claims occasions: an occasion already claimed (by any instance) stays as it is. One statement of
 * column arrays (`unnest`), whatever the count: a center's daily sweep offers thousands of rows, most
 * of them claimed already, and a row-per-parameter INSERT spent ~60 ms of the event loop per 500 rows
 * building and sending them (bench 12's latency rose while it ran).
 */
export async function claimOccasions(tx: Tx, rows: OccasionClaim[]): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <K extends keyof OccasionClaim>(key: K) => sql.param(rows.map((r) => r[key] ?? null));
  const res = await tx.execute(sql`
    insert into assessments (treatment_center_id, membership_id, instrument_id, instrument_version,
      occasion, due_on, last_day, status, assigned_by)
    select c, m, i, v, o, d, l, coalesce(s, 'due'), a
    from unnest(${column('treatmentCenterId')}::uuid[], ${column('membershipId')}::uuid[],
      ${column('instrumentId')}::text[], ${column('instrumentVersion')}::text[], ${column('occasion')}::text[],
      ${column('dueOn')}::date[], ${column('lastDay')}::date[], ${column('status')}::text[],
      ${column('assignedBy')}::uuid[])
      as r(c, m, i, v, o, d, l, s, a)
    on conflict do nothing
    returning id`);
  return (res as unknown as { rows: unknown[] }).rows.length;
}

/** Due assessments whose last day has passed become missed (one patient, or a whole center). */
export async function markMissed(tx: Tx, centerId: string, today: string, membershipId?: string) {
  const rows = await tx
    .update(assessments)
    .set({ status: 'missed' })
    .where(
      and(
        eq(assessments.treatmentCenterId, centerId),
        membershipId ? eq(assessments.membershipId, membershipId) : undefined,
        eq(assessments.status, 'due'),
        lt(assessments.lastDay, today),
      ),
    )
    .returning({ id: assessments.id });
  return rows.length;
}

export async function insertAssessment(tx: Tx, values: NewAssessment): Promise<AssessmentRow> {
  const [row] = await tx.insert(assessments).values(values).returning();
  if (!row) throw new Error('assessment insert returned nothing');
  return row;
}

/** A patient's assessments with their responses, newest due date first. */
export async function listOfMembership(tx: Tx, centerId: string, membershipId: string) {
  return tx
    .select({ assessment: assessments, response: assessmentResponses })
    .from(assessments)
    .leftJoin(assessmentResponses, eq(assessmentResponses.assessmentId, assessments.id))
    .where(and(eq(assessments.treatmentCenterId, centerId), eq(assessments.membershipId, membershipId)))
    .orderBy(desc(assessments.dueOn), asc(assessments.instrumentId), asc(assessments.id));
}

/** One assessment of one patient; locked for the submission that answers it. */
export async function findAssessment(
  tx: Tx,
  centerId: string,
  membershipId: string,
  id: string,
  lock = false,
): Promise<AssessmentRow | undefined> {
  const query = tx
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.treatmentCenterId, centerId),
        eq(assessments.membershipId, membershipId),
        eq(assessments.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findResponseByClientKey(
  tx: Tx,
  centerId: string,
  membershipId: string,
  clientKey: string,
): Promise<ResponseRow | undefined> {
  const [row] = await tx
    .select()
    .from(assessmentResponses)
    .where(
      and(
        eq(assessmentResponses.treatmentCenterId, centerId),
        eq(assessmentResponses.membershipId, membershipId),
        eq(assessmentResponses.clientKey, clientKey),
      ),
    );
  return row;
}

export async function findResponseOf(tx: Tx, centerId: string, assessmentId: string) {
  const [row] = await tx
    .select()
    .from(assessmentResponses)
    .where(
      and(
        eq(assessmentResponses.treatmentCenterId, centerId),
        eq(assessmentResponses.assessmentId, assessmentId),
      ),
    );
  return row;
}

export type NewResponse = Omit<typeof assessmentResponses.$inferInsert, 'occasionKind'>;

/**
 * Stores a response to `assessment` and, in the same transaction, its patient's trajectory on the
 * instrument (`recordTrajectory`); null (and nothing written) when this client key or this
 * assessment already has one. The response carries its occasion's kind (Outcomes groups by it).
 */
export async function insertResponse(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'occasion'>,
  values: NewResponse,
): Promise<ResponseRow | null> {
  const [row] = await tx
    .insert(assessmentResponses)
    .values({ ...values, occasionKind: occasionKind(assessment.occasion) })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await recordTrajectory(tx, row);
  return row;
}

/**
 * Folds one new response into its patient's trajectory on the instrument: the first row makes it;
 * a later one counts and, if it comes after the latest by (submitted_at, id), becomes the latest; one
 * submitted before the baseline (an offline response arriving late) becomes the baseline. The
 * upsert locks the row, so concurrent responses of one patient are folded one after the other.
 */
export async function recordTrajectory(
  tx: Tx,
  r: Pick<
    ResponseRow,
    'id' | 'treatmentCenterId' | 'membershipId' | 'instrumentId' | 'submittedAt' | 'scores'
  >,
): Promise<void> {
  const t = assessmentTrajectories;
  const earlier = sql`(excluded.first_submitted_at, excluded.first_response_id) < (${t.firstSubmittedAt}, ${t.firstResponseId})`;
  const later = sql`(excluded.latest_submitted_at, excluded.latest_response_id) > (${t.latestSubmittedAt}, ${t.latestResponseId})`;
  const pick = (when: SQL, column: AnyPgColumn, name: string) =>
    sql`case when ${when} then excluded.${sql.identifier(name)} else ${column} end`;
  await tx
    .insert(t)
    .values({
      treatmentCenterId: r.treatmentCenterId,
      membershipId: r.membershipId,
      instrumentId: r.instrumentId,
      firstResponseId: r.id,
      firstSubmittedAt: r.submittedAt,
      firstScores: r.scores,
      latestResponseId: r.id,
      latestSubmittedAt: r.submittedAt,
      latestScores: r.scores,
      responses: 1,
    })
    .onConflictDoUpdate({
      target: [t.treatmentCenterId, t.membershipId, t.instrumentId],
      set: {
        firstResponseId: pick(earlier, t.firstResponseId, 'first_response_id'),
        firstSubmittedAt: pick(earlier, t.firstSubmittedAt, 'first_submitted_at'),
        firstScores: pick(earlier, t.firstScores, 'first_scores'),
        latestResponseId: pick(later, t.latestResponseId, 'latest_response_id'),
        latestSubmittedAt: pick(later, t.latestSubmittedAt, 'latest_submitted_at'),
        latestScores: pick(later, t.latestScores, 'latest_scores'),
        responses: sql`${t.responses} + 1`,
      },
    });
}

/**
 * Every trajectory of a center made again from its stored responses, set-based (the bulk seed,
 * which writes responses with INSERT … SELECT; migration 0034 backfilled the same way). The rule is
 * `recordTrajectory`'s: first and latest by (submitted_at, id), and the count.
 */
export async function rebuildTrajectories(tx: Tx, centerId: string): Promise<void> {
  await tx.delete(assessmentTrajectories).where(eq(assessmentTrajectories.treatmentCenterId, centerId));
  await tx.execute(sql`
    insert into assessment_trajectories (treatment_center_id, membership_id, instrument_id,
      first_response_id, first_submitted_at, first_scores,
      latest_response_id, latest_submitted_at, latest_scores, responses)
    select distinct on (r.membership_id, r.instrument_id) r.treatment_center_id, r.membership_id,
      r.instrument_id, r.id, r.submitted_at, r.scores,
      last_value(r.id) over w, last_value(r.submitted_at) over w, last_value(r.scores) over w,
      count(*) over w
    from assessment_responses r
    where r.treatment_center_id = ${centerId}::uuid
    window w as (partition by r.membership_id, r.instrument_id order by r.submitted_at, r.id
      rows between unbounded preceding and unbounded following)
    order by r.membership_id, r.instrument_id, r.submitted_at, r.id`);
}

/** One patient's trajectories (tests and the record; Outcomes reads them in its own statement). */
export async function trajectoriesOf(tx: Tx, centerId: string, membershipId: string) {
  return tx
    .select()
    .from(assessmentTrajectories)
    .where(
      and(
        eq(assessmentTrajectories.treatmentCenterId, centerId),
        eq(assessmentTrajectories.membershipId, membershipId),
      ),
    )
    .orderBy(asc(assessmentTrajectories.instrumentId));
}

export async function markCompleted(tx: Tx, centerId: string, id: string) {
  await tx
    .update(assessments)
    .set({ status: 'completed' })
    .where(and(eq(assessments.treatmentCenterId, centerId), eq(assessments.id, id)));
}

/** Every center with its zone (the sweep walks them one by one, each in its own transaction). */
export async function allCenters(tx: Tx) {
  return tx.select({ id: treatmentCenters.id, timeZone: treatmentCenters.timeZone }).from(treatmentCenters);
}

export async function findPlan(tx: Tx, centerId: string): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select()
    .from(assessmentPlans)
    .where(eq(assessmentPlans.treatmentCenterId, centerId));
  return row;
}

export async function savePlan(
  tx: Tx,
  centerId: string,
  userId: string,
  values: Pick<PlanRow, 'entries' | 'windowDays'>,
): Promise<void> {
  const set = { ...values, updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(assessmentPlans)
    .values({ treatmentCenterId: centerId, ...set })
    .onConflictDoUpdate({ target: assessmentPlans.treatmentCenterId, set });
}

/**
 * Claims the reminders to push today: an assessment on its last day (not also its first) and one
 * that is due and not yet reminded of, each once: `UPDATE … WHERE reminded_… IS NULL`, so of two
 * instances sweeping at once only one gets the row back. A last-day claim also counts as the due
 * reminder (one push, not two, for an assessment first reminded of on its last day). Active and
 * alumni patients only. Returns the patients to push to, each once per kind.
 */
export async function claimReminders(tx: Tx, centerId: string, today: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const owing = and(
    eq(assessments.treatmentCenterId, centerId),
    eq(assessments.status, 'due'),
    inArray(
      assessments.membershipId,
      tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(eq(memberships.treatmentCenterId, centerId), inArray(memberships.status, ['active', 'alumni'])),
        ),
    ),
  );
  const lastDay = await tx
    .update(assessments)
    .set({ remindedLastDayAt: at, remindedDueAt: sql`coalesce(${assessments.remindedDueAt}, ${at})` })
    .where(
      and(
        owing,
        eq(assessments.lastDay, today),
        lt(assessments.dueOn, today),
        isNull(assessments.remindedLastDayAt),
      ),
    )
    .returning({ membershipId: assessments.membershipId });
  const due = await tx
    .update(assessments)
    .set({ remindedDueAt: at })
    .where(
      and(
        owing,
        lte(assessments.dueOn, today),
        gte(assessments.lastDay, today),
        isNull(assessments.remindedDueAt),
      ),
    )
    .returning({ membershipId: assessments.membershipId });
  const lastDayIds = new Set(lastDay.map((r) => r.membershipId));
  // A patient on one assessment's last day gets that push only, not a second one the same minute.
  const dueIds = new Set(due.map((r) => r.membershipId).filter((id) => !lastDayIds.has(id)));
  return { due: [...dueIds], lastDay: [...lastDayIds] };
}
