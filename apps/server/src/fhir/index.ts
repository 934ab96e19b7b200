/**
 * The FHIR R4 mapping (issue 37's right of access; issue 40's FHIR server builds on it): pure
 * functions from the modules' data to resources, and the record reader that gathers a patient's
 * data through the modules' repositories. No SQL here.
 */
export { collectionBundle, fhirBase, searchsetBundle } from './bundle';
export { type MessageSource, toCommunication } from './communication';
export { toFhirConsent } from './consent';
export { toDisclosureEvent } from './disclosure';
export { CHECK_IN_CODE, type CheckInSource, MOOD_CODES, toMoodObservation } from './mood';
export { type CenterSource, toOrganization } from './organization';
export { type PatientSource, toPatient } from './patient';
export { type PatientRecord, RECORD_LIMITS, readPatientRecord } from './patient-record';
export { type StaffSource, toPractitioner } from './practitioner';
export { questionnaireCanonical, questionnaireId, questionnaireUrl, toQuestionnaire } from './questionnaire';
export { type AnsweredAssessment, isAnswered, toQuestionnaireResponse } from './questionnaire-response';
export { recordBundle, recordResources } from './record-bundle';
export { scoreObservationId, toScoreObservations } from './scores';
export { metaOf, PART2_SECURITY, PRODUCT_FHIR_BASE, ref, SYSTEMS } from './systems';
export { taskDoneId, toTaskDone } from './task';
