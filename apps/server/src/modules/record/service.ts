import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import { type PatientRecord, readPatientRecord } from '../../fhir/patient-record';
import { notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';

export type RecordFormat = 'html' | 'fhir';

/** What a download held, for its audit row: counts only, no health information (audit.md). */
const contentsOf = (r: PatientRecord) => ({
  check_ins: r.checkIns.length,
  assessments: r.assessments.length,
  responses: r.assessments.filter((a) => a.response).length,
  tasks_done: r.tasksDone.length,
  messages: r.channels.reduce((n, c) => n + c.messages.length, 0),
  consents: r.consents.length,
  disclosures: r.disclosures.length,
});

/**
 * The calling patient's whole record (HIPAA's right of access; decisions §7: not a disclosure, but
 * logged). Only their own membership: nothing in the request can name another. The access row is
 * durable before the record leaves (group commit), like every read of patient data, and it shows
 * in the patient's own access history.
 */
export async function myRecord(db: Db, user: CurrentUser, actor: Actor, format: RecordFormat) {
  const m = await patientOf(db, user);
  const record = await readPatientRecord(db, m.centerId, m.id);
  if (!record) throw notFound();
  await auditRead(db, actor, {
    action: 'record.download',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { format, ...contentsOf(record) },
  });
  return record;
}
