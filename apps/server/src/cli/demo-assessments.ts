import { randomUUID } from 'node:crypto';
import { INSTRUMENTS, type InstrumentId, scoreAnswers } from '@portal/contracts/instruments';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit';
import { audit } from '../audit/audit';
import type { Db } from '../db/client';
import { alerts, assessmentResponses, assessments, memberships, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import type { AfterCommit } from '../infra/events/events';
import { eventsOf } from '../infra/events/events';
import { addDays, type CalendarDate, daysBetween, localDate } from '../infra/time/calendar-date';
import { acknowledgeAlert, resolveAlert } from '../modules/alerts/service';
import { occasionRows } from '../modules/assessments/materialize';
import { planOf } from '../modules/assessments/plan';
import * as repo from '../modules/assessments/repository';
import { answersFor, courseOf, severityAt } from './demo-answers';
import { DEMO_PATIENT_DOMAIN } from './demo-patients';
import { rng } from './patient-story';

/**
 * 90 days of assessment history for the demo center's patients (issue 39 item 8), on the center's
 * own plan (the default: PHQ-9 and BAM-R at joining and every 4 weeks, BARC-10 at joining and
 * discharge). Occasions come from the product's `occasionRows`; each answered one is scored by
 * `scoreAnswers` and stored with the repository's writes, its audit row, and the
 * `assessment.flagged` event inside the same transaction, so the alerts module opens the alerts
 * exactly as for a live submission. Then the demo staff member deals with them as a center would:
 * older BAM-R use alerts resolved, recent ones acknowledged, one recent PHQ-9 item-9 alert
 * acknowledged, another left open. Deterministic (seeded by the plan index).
 *
 * Alumni get a discharge date in the past (so their discharge BARC-10 is part of the story) and
 * a follow-up BARC-10 and PHQ-9 the staff member assigned 30 days after it (the default plan has
 * no follow-up points; staff's assign-now is how a center without them asks).
 */

const DAY_MS = 86_400_000;
/** Share of occasions whose window passed that the patient let slip: "a few missed". */
const MISSED = 0.08;

export interface DemoAssessmentsResult {
  responses: number;
  missed: number;
  alerts: number;
}

/** The demo staff member who assigns follow-ups and deals with the alerts. */
export interface DemoStaff {
  userId: string;
  subject: string;
}

interface Patient {
  membershipId: string;
  index: number;
  status: string;
  subject: string;
  firstDay: string;
  createdOn: string;
}

interface Planned {
  patient: Patient;
  row: repo.NewAssessment;
  /** When the patient answered; null when still due or missed. */
  at: Date | null;
  severity: number;
  item9: number;
}

export async function seedDemoAssessments(
  deps: AppDeps,
  centerId: string,
  staff: DemoStaff,
  now: Date = new Date(),
): Promise<DemoAssessmentsResult> {
  const db = deps.database.db;
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentResponses)
    .where(eq(assessmentResponses.treatmentCenterId, centerId));
  if ((done?.n ?? 0) > 0) return { responses: 0, missed: 0, alerts: 0 };

  const [zone] = await db
    .execute(sql`select time_zone from treatment_centers where id = ${centerId}`)
    .then((res) => (res as unknown as { rows: { time_zone: string }[] }).rows);
  const today = localDate(now, zone?.time_zone ?? 'America/New_York');
  const patients = await demoPatients(db, centerId);
  await dischargeAlumniInThePast(db, patients, today);

  const plan = await db.transaction((tx) => planOf(tx, centerId));
  const planned: Planned[] = [];
  for (const p of patients) {
    const r = rng(9000 + p.index);
    const course = courseOf(p.index);
    const start = course === 'worsening' ? 0.35 + r() * 0.15 : 0.45 + r() * 0.35;
    const dates = await db.transaction((tx) => repo.membershipDates(tx, centerId, p.membershipId));
    if (!dates) continue;
    const rows = occasionRows(centerId, dates, today, plan);
    rows.push(...followUps(centerId, p, dates.dischargedOn, today, plan.windowDays, staff.userId));
    for (const row of rows) {
      const dueOn = row.dueOn as CalendarDate;
      const lastDay = row.lastDay as CalendarDate;
      const open = daysBetween(dueOn, today);
      const severity = severityAt(course, start, daysBetween(p.firstDay, dueOn), (r() - 0.5) * 0.12);
      // Answered on a day of the window before today; a few let slip; some still open.
      const slipped = lastDay < today && r() < MISSED;
      const answered = !slipped && open >= 1 && (lastDay < today || r() < 0.6);
      const day = Math.floor(r() * Math.min(plan.windowDays, open));
      const at = answered ? new Date(now.getTime() - (open - day) * DAY_MS + r() * 4 * 3_600_000) : null;
      planned.push({
        patient: p,
        row: { ...row, status: answered ? 'due' : lastDay < today ? 'missed' : 'due' },
        at,
        severity,
        item9: 0,
      });
    }
  }
  const [acknowledged, unacknowledged] = recentPhq9OfTwo(planned, now);

  const after: AfterCommit[] = [];
  let responses = 0;
  await db.transaction(async (tx) => {
    await repo.claimOccasions(
      tx,
      planned.map((x) => x.row),
    );
    const ids = await tx
      .select({
        id: assessments.id,
        membershipId: assessments.membershipId,
        instrumentId: assessments.instrumentId,
        occasion: assessments.occasion,
        version: assessments.instrumentVersion,
      })
      .from(assessments)
      .where(eq(assessments.treatmentCenterId, centerId));
    const idOf = new Map(ids.map((a) => [`${a.membershipId} ${a.instrumentId} ${a.occasion}`, a]));
    for (const x of planned) {
      if (!x.at) continue;
      const a = idOf.get(`${x.patient.membershipId} ${x.row.instrumentId} ${x.row.occasion}`);
      if (!a) continue;
      const instrumentId = a.instrumentId as InstrumentId;
      const r = rng(20_000 + x.patient.index * 101 + responses);
      const item9 = x === acknowledged ? 1 : x === unacknowledged ? 2 : 0;
      const answers = answersFor(instrumentId, x.severity, r, { item9 });
      // The server's own scoring, as for a live submission: never a total written by hand.
      const scored = scoreAnswers(INSTRUMENTS[instrumentId], answers);
      const response = await repo.insertResponse(tx, a, {
        assessmentId: a.id,
        treatmentCenterId: centerId,
        membershipId: x.patient.membershipId,
        instrumentId,
        instrumentVersion: a.version,
        language: 'en',
        answers,
        scores: scored.scores,
        bands: scored.bands,
        startedAt: new Date(x.at.getTime() - (3 + Math.floor(r() * 6)) * 60_000),
        submittedAt: x.at,
        clientKey: `demo-${a.id}`,
      });
      if (!response) continue;
      await repo.markCompleted(tx, centerId, a.id);
      const actor: Actor = {
        subject: x.patient.subject,
        role: 'patient',
        centerId,
        ip: null,
        requestId: 'demo-seed',
      };
      await audit(tx, actor, {
        action: 'assessment.submit',
        resourceType: 'assessment',
        resourceId: a.id,
        outcome: 'success',
        detail: {
          membership_id: x.patient.membershipId,
          instrument_id: instrumentId,
          response_id: response.id,
          flags: scored.flags.map((f) => f.code),
        },
      });
      if (scored.flags.length > 0) {
        after.push(
          ...(await eventsOf(db).within.emit(tx, 'assessment.flagged', {
            centerId,
            membershipId: x.patient.membershipId,
            assessmentId: a.id,
            responseId: response.id,
            instrumentId,
            flags: scored.flags,
          })),
        );
        // The alert was opened when the patient answered, not when the seed ran.
        await tx
          .update(alerts)
          .set({ createdAt: x.at })
          .where(and(eq(alerts.treatmentCenterId, centerId), eq(alerts.anchor, response.id)));
      }
      responses++;
    }
  });
  for (const push of after) push();

  const alertCount = await staffHandleAlerts(deps, centerId, staff, now, unacknowledged);
  return {
    responses,
    missed: planned.filter((x) => x.row.status === 'missed').length,
    alerts: alertCount,
  };
}

/** The demo center's active and alumni patients who signed in (they are the ones who answer). */
async function demoPatients(db: Db, centerId: string): Promise<Patient[]> {
  const rows = await db
    .select({
      membershipId: memberships.id,
      email: memberships.email,
      status: memberships.status,
      subject: users.subject,
      firstDay: memberships.firstDay,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.treatmentCenterId, centerId),
        like(memberships.email, `%@${DEMO_PATIENT_DOMAIN}`),
        inArray(memberships.status, ['active', 'alumni']),
      ),
    );
  return rows
    .map((row) => ({
      membershipId: row.membershipId,
      index: Number(/\.(\d+)@/.exec(row.email ?? '')?.[1] ?? 0),
      status: row.status,
      subject: row.subject,
      firstDay: row.firstDay ?? row.createdAt.toISOString().slice(0, 10),
      createdOn: row.createdAt.toISOString().slice(0, 10),
    }))
    .sort((a, b) => a.index - b.index);
}

/**
 * Alumni became alumni when the seed ran (the owner's status change); their story has them
 * discharged weeks ago, long enough for a follow-up where their stay allows (at least three weeks
 * in the program first).
 */
async function dischargeAlumniInThePast(db: Db, patients: Patient[], today: CalendarDate) {
  for (const p of patients) {
    if (p.status !== 'alumni') continue;
    const stay = daysBetween(p.firstDay, today);
    const ago = stay >= 60 ? 35 + (p.index % Math.max(1, Math.min(20, stay - 56))) : Math.floor(stay / 3);
    await db
      .update(memberships)
      .set({ dischargedOn: addDays(today, -ago) })
      .where(eq(memberships.id, p.membershipId));
  }
}

/** The follow-up staff assign an alumnus 30 days after discharge: BARC-10 and PHQ-9. */
function followUps(
  centerId: string,
  p: Patient,
  dischargedOn: string | null,
  today: CalendarDate,
  windowDays: number,
  staffUserId: string,
): repo.NewAssessment[] {
  if (p.status !== 'alumni' || !dischargedOn) return [];
  const dueOn = addDays(dischargedOn, 30);
  if (dueOn > today) return [];
  return (['barc-10', 'phq-9'] as const).map((instrumentId) => ({
    treatmentCenterId: centerId,
    membershipId: p.membershipId,
    instrumentId,
    instrumentVersion: INSTRUMENTS[instrumentId].version,
    occasion: `assigned-${randomUUID()}`,
    dueOn,
    lastDay: addDays(dueOn, windowDays - 1),
    assignedBy: staffUserId,
  }));
}

/**
 * The two item-9 stories: the most recent PHQ-9 answers (within 10 days) of two active patients
 * other than the app's demo patient (plan 0), the first to be acknowledged, the second left open.
 */
function recentPhq9OfTwo(planned: Planned[], now: Date): [Planned | undefined, Planned | undefined] {
  const recent = planned
    .filter(
      (x) =>
        x.at &&
        x.row.instrumentId === 'phq-9' &&
        x.patient.status === 'active' &&
        x.patient.index !== 0 &&
        now.getTime() - x.at.getTime() < 10 * DAY_MS,
    )
    .sort((a, b) => a.patient.index - b.patient.index);
  const first = recent[0];
  const second = recent.find((x) => x.patient.membershipId !== first?.patient.membershipId);
  return [first, second];
}

/**
 * The staff member's work on the assessment alerts, through the alerts service: every alert but
 * the one left for the demo is acknowledged (recent) or resolved with a note (older than two
 * weeks), each dated a few hours after it opened.
 */
async function staffHandleAlerts(
  deps: AppDeps,
  centerId: string,
  staff: DemoStaff,
  now: Date,
  leftOpen: Planned | undefined,
): Promise<number> {
  const db = deps.database.db;
  const ctx = { db, realtime: deps.realtime };
  const actor: Actor = { subject: staff.subject, role: 'staff', centerId, ip: null, requestId: 'demo-seed' };
  const caller = { centerId, userId: staff.userId };
  const rows = await db
    .select({
      id: alerts.id,
      rule: alerts.rule,
      createdAt: alerts.createdAt,
      membershipId: alerts.membershipId,
    })
    .from(alerts)
    .where(and(eq(alerts.treatmentCenterId, centerId), inArray(alerts.rule, ['phq9_item9', 'bamr_use'])));
  for (const alert of rows) {
    const isLeftOpen = alert.rule === 'phq9_item9' && alert.membershipId === leftOpen?.patient.membershipId;
    if (isLeftOpen) continue;
    const old = now.getTime() - alert.createdAt.getTime() > 14 * DAY_MS;
    if (old && alert.rule === 'bamr_use') {
      await resolveAlert(ctx, actor, caller, alert.id, 'Talked it through in session; relapse plan updated.');
    } else {
      await acknowledgeAlert(ctx, actor, caller, alert.id);
    }
    const actedAt = new Date(Math.min(now.getTime() - 60_000, alert.createdAt.getTime() + 2 * 3_600_000));
    await db.update(alerts).set({ actedAt }).where(eq(alerts.id, alert.id));
  }
  return rows.length;
}
