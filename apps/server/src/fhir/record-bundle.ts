import type { Bundle, Resource } from '@medplum/fhirtypes';
import { INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { collectionBundle } from './bundle';
import { type Party, toCommunication } from './communication';
import { toFhirConsent } from './consent';
import { toDisclosureEvent } from './disclosure';
import { toMoodObservation } from './mood';
import { toOrganization } from './organization';
import { toPatient } from './patient';
import type { PatientRecord } from './patient-record';
import { toPractitioner } from './practitioner';
import { toQuestionnaire } from './questionnaire';
import { isAnswered, toQuestionnaireResponse } from './questionnaire-response';
import { toScoreObservations } from './scores';
import { ref } from './systems';
import { toTaskDone } from './task';

/**
 * Every resource of a patient's record: the center, the patient, the staff they wrote with, the
 * check-ins, each completed assessment (its Questionnaire version, response and scores), the tasks
 * done, the messages, the consents as signed and the disclosures. Due and missed assessments have
 * no answers and are not resources (the HTML document lists them).
 */
export function recordResources(r: PatientRecord): Resource[] {
  const patientId = r.patient.id;
  const patientRef = ref.patient(patientId);
  const answered = r.assessments.filter(isAnswered);
  const instruments = [...new Set(answered.map((a) => a.instrument_id))] as InstrumentId[];
  // A user who is the patient is the Patient; anyone else a Practitioner.
  const partyOf = (userId: string): Party =>
    userId === r.patient.userId ? patientRef : ref.practitioner(userId);
  const practitioners = [...r.people.values()].filter((p) => p.id !== r.patient.userId && !p.isPatient);
  return [
    toOrganization(r.center),
    toPatient(r.patient),
    ...practitioners.map(toPractitioner),
    ...r.checkIns.map((c) => toMoodObservation(c, patientId)),
    // The one version each completed response was answered on (the definition holds one version).
    ...instruments.map((id) => toQuestionnaire(INSTRUMENTS[id])),
    ...answered.flatMap((a) => [toQuestionnaireResponse(a, patientId), ...toScoreObservations(a, patientId)]),
    ...r.tasksDone.map((t) => toTaskDone(t, patientId, r.center.id)),
    ...r.channels.flatMap((c) =>
      c.messages.map((m) => {
        const sender = partyOf(m.userId);
        const recipient = m.userId === r.patient.userId ? partyOf(c.counterpartId) : patientRef;
        return toCommunication(m, { patient: patientRef, sender, recipient });
      }),
    ),
    ...r.consents.map((c) => toFhirConsent(c, patientId, r.center.id)),
    ...r.disclosures.map((d) => toDisclosureEvent(d, patientId, r.center.id)),
  ];
}

/** The record as a FHIR R4 Bundle of type collection. */
export const recordBundle = (r: PatientRecord, base: string, at = new Date()): Bundle =>
  collectionBundle(base, recordResources(r), at);
