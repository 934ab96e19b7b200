import { randomUUID } from 'node:crypto';
import { messages, type SubmitAssessmentBody } from '@portal/contracts';
import {
  type AnswerProblem,
  type Answers,
  checkAnswers,
  INSTRUMENTS,
  type InstrumentId,
  scoreAnswers,
} from '@portal/contracts/instruments';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import { centerDay } from '../../db/center-day';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import type { AfterCommit, EventBus } from '../../infra/events/events';
import { addDays } from '../../infra/time/calendar-date';
import { materializeDue } from './materialize';
import { planOf } from './plan';
import { languageFor, questionnaireOf, toPatientAssessment, toStaffAssessment } from './present';
import * as repo from './repository';

export interface AssessmentsCtx {
  db: Db;
  events: Pick<EventBus, 'within'>;
}

const PROBLEM_MESSAGES: Record<AnswerProblem['kind'], string> = {
  missing: messages.assessmentAnswerMissing,
  'out-of-range': messages.assessmentAnswerOutOfRange,
  'unknown-item': messages.assessmentAnswerUnknownItem,
  'not-asked': messages.assessmentAnswerNotAsked,
};

/** The patient's assessments: owed occasions claimed first, then due ones and completed ones. */
export async function myAssessments(db: Db, user: CurrentUser, actor: Actor) {
  const { m, rows } = await db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    await materializeDue(tx, m.centerId, m.id, m.today);
    return { m, rows: await repo.listOfMembership(tx, m.centerId, m.id) };
  });
  const due = rows.filter((r) => r.assessment.status === 'due' && r.assessment.dueOn <= m.today);
  const completed = rows.filter((r) => r.assessment.status === 'completed');
  await auditRead(db, actor, {
    action: 'assessment.list',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { due: due.length, completed: completed.length },
  });
  return {
    // Oldest due first: the one closest to being missed leads.
    due: due.reverse().map((r) => toPatientAssessment(r.assessment, r.response)),
    completed: completed.map((r) => toPatientAssessment(r.assessment, r.response)),
  };
}

/** One of the patient's assessments with its questions in the app's language, where validated. */
export async function myAssessment(db: Db, user: CurrentUser, actor: Actor, id: string, lang?: string) {
  const m = await patientOf(db, user);
  const a = await repo.findAssessment(db, m.centerId, m.id, id);
  if (!a) throw notFound();
  const response = a.status === 'completed' ? await repo.findResponseOf(db, m.centerId, a.id) : null;
  await auditRead(db, actor, {
    action: 'assessment.read',
    resourceType: 'assessment',
    resourceId: a.id,
    outcome: 'success',
    detail: { membership_id: m.id, instrument_id: a.instrumentId },
  });
  const instrument = INSTRUMENTS[a.instrumentId as InstrumentId];
  // Past its last day it is missed, whether or not the sweep has written so yet.
  const shown = a.status === 'due' && m.today > a.lastDay ? { ...a, status: 'missed' } : a;
  return {
    assessment: toPatientAssessment(shown, response ?? null),
    questionnaire: questionnaireOf(instrument, languageFor(instrument, lang)),
  };
}

type Submitted = { assessment: ReturnType<typeof toPatientAssessment>; response_id: string; flags: Flag[] };
type Flag = 'phq9-item9' | 'bamr-use';

const flagsOf = (instrumentId: string, answers: unknown): Flag[] =>
  scoreAnswers(INSTRUMENTS[instrumentId as InstrumentId], answers as Answers).flags.map((f) => f.code);

/**
 * Answers a due assessment (issue 39): scored here from the answers alone, stored, the assessment
 * completed, and an alert opened for every safety flag, all in ONE transaction (the alerts module
 * opens them through the bus's transactional event, so a response the app saw acknowledged always
 * has its alert). The live push to staff runs after the commit. A retry with the same client key
 * returns the first result (`created: false`).
 */
export async function submitResponse(
  ctx: AssessmentsCtx,
  user: CurrentUser,
  actor: Actor,
  assessmentId: string,
  body: SubmitAssessmentBody,
): Promise<{ result: Submitted; created: boolean }> {
  const { result, created, after } = await ctx.db.transaction(async (tx) => {
    const m = await patientOf(tx, user, { acting: true });
    // Locked first: two submissions of one assessment run one after the other.
    const a = await repo.findAssessment(tx, m.centerId, m.id, assessmentId, true);
    if (!a) throw notFound();
    const prior = await repo.findResponseByClientKey(tx, m.centerId, m.id, body.client_key);
    if (prior?.assessmentId === a.id) return replay(tx, actor, a, prior);
    if (a.status === 'completed') throw conflict(messages.assessmentAlreadyCompleted);
    if (a.status === 'missed' || m.today > a.lastDay) throw conflict(messages.assessmentNotDue);
    const instrument = INSTRUMENTS[a.instrumentId as InstrumentId];
    if (body.instrument_version !== a.instrumentVersion || instrument.version !== a.instrumentVersion) {
      throw conflict(messages.assessmentVersionChanged, [
        { field: 'instrument_version', message: messages.assessmentVersionChanged },
      ]);
    }
    if (!instrument.languages.includes(body.language)) {
      throw badRequest(messages.assessmentLanguageNotOffered, [
        { field: 'language', message: messages.assessmentLanguageNotOffered },
      ]);
    }
    const problems = checkAnswers(instrument, body.answers);
    if (problems.length > 0) {
      throw badRequest(
        messages.assessmentAnswersInvalid,
        problems.map((p) => ({ field: `answers.${p.linkId}`, message: PROBLEM_MESSAGES[p.kind] })),
      );
    }
    // Whatever a client says about scores is not even read: the answers alone decide.
    const scored = scoreAnswers(instrument, body.answers);
    const row = await repo.insertResponse(tx, a, {
      assessmentId: a.id,
      treatmentCenterId: m.centerId,
      membershipId: m.id,
      instrumentId: a.instrumentId,
      instrumentVersion: a.instrumentVersion,
      language: body.language,
      answers: body.answers,
      scores: scored.scores,
      bands: scored.bands,
      startedAt: body.started_at ? new Date(body.started_at) : null,
      clientKey: body.client_key,
    });
    // The client key was used for another assessment (the lock rules out this one's).
    if (!row) throw conflict(messages.assessmentAlreadyCompleted);
    await repo.markCompleted(tx, m.centerId, a.id);
    await audit(tx, actor, {
      action: 'assessment.submit',
      resourceType: 'assessment',
      resourceId: a.id,
      outcome: 'success',
      detail: {
        membership_id: m.id,
        instrument_id: a.instrumentId,
        response_id: row.id,
        flags: scored.flags.map((f) => f.code),
      },
    });
    const after: AfterCommit[] =
      scored.flags.length > 0
        ? await ctx.events.within.emit(tx, 'assessment.flagged', {
            centerId: m.centerId,
            membershipId: m.id,
            assessmentId: a.id,
            responseId: row.id,
            instrumentId: a.instrumentId,
            flags: scored.flags,
          })
        : [];
    const result: Submitted = {
      assessment: toPatientAssessment({ ...a, status: 'completed' }, row),
      response_id: row.id,
      flags: scored.flags.map((f) => f.code),
    };
    return { result, created: true, after };
  });
  for (const push of after) push();
  return { result, created };
}

/** The first result again, for a retry of a submission that was stored (the app lost the answer). */
async function replay(tx: Tx, actor: Actor, a: repo.AssessmentRow, prior: repo.ResponseRow) {
  await audit(tx, actor, {
    action: 'assessment.submit_replay',
    resourceType: 'assessment',
    resourceId: a.id,
    outcome: 'success',
    detail: { membership_id: a.membershipId, response_id: prior.id },
  });
  const result: Submitted = {
    assessment: toPatientAssessment(a, prior),
    response_id: prior.id,
    flags: flagsOf(a.instrumentId, prior.answers),
  };
  return { result, created: false, after: [] as AfterCommit[] };
}

function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

/** Staff read a patient's assessments with every answer: audited like a profile read. */
export async function patientAssessments(db: Db, user: CurrentUser, actor: Actor, membershipId: string) {
  const centerId = centerOf(user);
  const rows = await db.transaction(async (tx) => {
    // Another center's patient: 404 before anything is written or audited.
    if (!(await repo.membershipDates(tx, centerId, membershipId))) throw notFound();
    const day = await centerDay(tx, centerId, new Date());
    if (day) await materializeDue(tx, centerId, membershipId, day.today);
    return repo.listOfMembership(tx, centerId, membershipId);
  });
  await auditRead(db, actor, {
    action: 'assessment.list',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
    detail: { count: rows.length, responses: rows.filter((r) => r.response).length },
  });
  return { assessments: rows.map((r) => toStaffAssessment(r.assessment, r.response)) };
}

/** Staff assign one instrument to one patient, due today, with the center's plan's window. */
export async function assignNow(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  membershipId: string,
  instrumentId: InstrumentId,
) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    const m = await repo.membershipDates(tx, centerId, membershipId);
    if (!m) throw notFound();
    if (m.status !== 'active' && m.status !== 'alumni') throw conflict(messages.assessmentPatientNotActive);
    const day = await centerDay(tx, centerId, new Date());
    if (!day) throw notFound();
    const row = await repo.insertAssessment(tx, {
      treatmentCenterId: centerId,
      membershipId,
      instrumentId,
      instrumentVersion: INSTRUMENTS[instrumentId].version,
      occasion: `assigned-${randomUUID()}`,
      dueOn: day.today,
      lastDay: addDays(day.today, (await planOf(tx, centerId)).windowDays - 1),
      assignedBy: user.userId,
    });
    await audit(tx, actor, {
      action: 'assessment.assign',
      resourceType: 'membership',
      resourceId: membershipId,
      outcome: 'success',
      detail: { assessment_id: row.id, instrument_id: instrumentId },
    });
    return { assessment: toStaffAssessment(row, null) };
  });
}
