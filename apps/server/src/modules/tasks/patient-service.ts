import { CHECK_IN_EVENTS, type CheckInsChanged, messages, type PatientTask } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import type { Realtime } from '../../infra/realtime/realtime';
import * as repo from './patient-repository';

const toTask = (row: repo.PatientTaskRow): PatientTask => ({
  id: row.id,
  title: row.title,
  description: row.description,
  days: row.days,
  done: row.done,
});

export interface PatientTaskDeps {
  db: Db;
  realtime: Pick<Realtime, 'emitToCenter'>;
}

/** After commit: the center's owners and staff refetch the patient's day (no task in the payload). */
function announce(deps: PatientTaskDeps, centerId: string, membershipId: string) {
  const changed: CheckInsChanged = { membership_id: membershipId };
  deps.realtime.emitToCenter(centerId, CHECK_IN_EVENTS.changed, changed, { roles: ['owner', 'staff'] });
}

export interface TaskTarget {
  centerId: string;
  membershipId: string;
  timeZone: string;
}

/**
 * Marks a task done for a local date in the caller's transaction. Only a task of the patient's own
 * center (another center's is a 404) that is due that day (active, applies to its week day; else
 * 422). The HTTP call passes today; only the demo seed passes earlier dates.
 */
export async function completeTask(
  tx: Tx,
  actor: Actor,
  target: TaskTarget,
  taskId: string,
  when: { date: string; at?: Date },
): Promise<PatientTask> {
  const [row] = await repo.tasksForDay(tx, {
    centerId: target.centerId,
    membershipId: target.membershipId,
    timeZone: target.timeZone,
    date: when.date,
    taskId,
  });
  if (!row) throw notFound();
  if (!row.due) throw unprocessable(messages.taskNotToday);
  const created = await repo.insertCompletion(tx, {
    centerId: target.centerId,
    membershipId: target.membershipId,
    taskId,
    date: when.date,
    at: when.at ?? new Date(),
  });
  if (created) {
    await audit(tx, actor, {
      action: 'task.complete',
      resourceType: 'daily_task',
      resourceId: taskId,
      outcome: 'success',
      detail: { membership_id: target.membershipId, date: when.date },
    });
  }
  return toTask({ ...row, done: true });
}

/** Today's due tasks of the patient's center, with what they marked done. */
export function myTasks(db: Db, user: CurrentUser) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    const rows = await repo.tasksForDay(tx, {
      centerId: m.centerId,
      membershipId: m.id,
      timeZone: m.timeZone,
      date: m.today,
    });
    return { date: m.today, tasks: rows.filter((r) => r.due).map(toTask) };
  });
}

export async function markMyTaskDone(deps: PatientTaskDeps, user: CurrentUser, actor: Actor, taskId: string) {
  const { task, target } = await deps.db.transaction(async (tx) => {
    const m = await patientOf(tx, user, { acting: true });
    const target = { centerId: m.centerId, membershipId: m.id, timeZone: m.timeZone };
    return { task: await completeTask(tx, actor, target, taskId, { date: m.today }), target };
  });
  announce(deps, target.centerId, target.membershipId);
  return { task };
}

/**
 * "Not done after all", for today only: the completion goes, the portal's figures follow. Taking
 * back a task that was not done answers the same (the app may send it twice when back online).
 */
export async function markMyTaskUndone(
  deps: PatientTaskDeps,
  user: CurrentUser,
  actor: Actor,
  taskId: string,
) {
  const { task, m } = await deps.db.transaction(async (tx) => {
    const m = await patientOf(tx, user, { acting: true });
    const [row] = await repo.tasksForDay(tx, {
      centerId: m.centerId,
      membershipId: m.id,
      timeZone: m.timeZone,
      date: m.today,
      taskId,
    });
    if (!row) throw notFound();
    if (!row.due) throw unprocessable(messages.taskNotToday);
    const removed = await repo.deleteCompletion(tx, {
      centerId: m.centerId,
      membershipId: m.id,
      taskId,
      date: m.today,
    });
    await audit(tx, actor, {
      action: 'task.uncomplete',
      resourceType: 'daily_task',
      resourceId: taskId,
      outcome: 'success',
      detail: { membership_id: m.id, date: m.today, changed: removed },
    });
    return { task: toTask({ ...row, done: false }), m };
  });
  announce(deps, m.centerId, m.id);
  return { task };
}

/**
 * Tasks done on past local dates, in one statement with one audit row (demo and bulk seeds only,
 * never over HTTP). Pairs whose task was not due that day are skipped, as the API would refuse them.
 */
export async function completeTaskHistory(
  tx: Tx,
  actor: Actor,
  target: TaskTarget,
  pairs: { taskId: string; date: string; at: Date }[],
): Promise<number> {
  const count = await repo.insertDueCompletions(tx, target, pairs);
  await audit(tx, actor, {
    action: 'task.complete_history',
    resourceType: 'membership',
    resourceId: target.membershipId,
    outcome: 'success',
    detail: { count },
  });
  return count;
}
