import { createHash } from 'node:crypto';
import type { Task } from '@medplum/fhirtypes';
import { metaOf, ref } from './systems';

export interface TaskDoneSource {
  taskId: string;
  /** The patient's local day the task was done for. */
  date: string;
  title: string;
  description: string;
  doneAt: Date;
}

/**
 * A completion has no id of its own (its key is membership, task, day); its Task id is derived
 * from that key, so it is the same on every read and unique across patients.
 */
export const taskDoneId = (membershipId: string, taskId: string, date: string) =>
  createHash('sha256').update(`${membershipId}|${taskId}|${date}`).digest('hex').slice(0, 40);

/** A daily task the patient marked done, as a completed Task for that day. */
export function toTaskDone(t: TaskDoneSource, patientId: string, centerId: string): Task {
  return {
    resourceType: 'Task',
    id: taskDoneId(patientId, t.taskId, t.date),
    meta: metaOf(t.doneAt),
    status: 'completed',
    intent: 'plan',
    description: t.title,
    ...(t.description ? { note: [{ text: t.description }] } : {}),
    for: ref.patient(patientId),
    owner: ref.patient(patientId),
    requester: ref.organization(centerId),
    executionPeriod: { start: t.date, end: t.doneAt.toISOString() },
    lastModified: t.doneAt.toISOString(),
  };
}
