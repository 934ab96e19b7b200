import type { Observation } from '@medplum/fhirtypes';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import type { AnsweredAssessment } from './questionnaire-response';
import { metaOf, ref, surveyCategory } from './systems';

/** Score Observation ids: the response id and the score's key (`…-total`, `…-use`): stable. */
export const scoreObservationId = (responseId: string, key: string) => `${responseId}-${key}`;

/**
 * Each score of a response as an Observation (category survey): code = the score's coding from the
 * instrument definition (PHQ-9 total LOINC 44261-6, GAD-7 total 70274-6; BAM-R subscales and the
 * BARC-10 total in the product's code system), valueInteger, derivedFrom the QuestionnaireResponse,
 * and the band as an interpretation text where the instrument has bands.
 *
 * No US Core Observation Screening Assessment profile: its subject must be a US Core Patient, and
 * the Patient does not conform (patient.ts).
 */
export function toScoreObservations(a: AnsweredAssessment, patientId: string): Observation[] {
  const instrument = INSTRUMENTS[a.instrument_id];
  const r = a.response;
  return instrument.scores.flatMap((s): Observation[] => {
    const value = r.scores[s.key];
    if (value === undefined) return [];
    const bandCode = r.bands[s.key];
    const band = s.bands?.find((b) => b.code === bandCode);
    return [
      {
        resourceType: 'Observation',
        id: scoreObservationId(r.id, s.key),
        meta: metaOf(r.submitted_at),
        status: 'final',
        category: surveyCategory,
        code: { coding: [{ ...s.code, display: s.label }], text: s.label },
        subject: ref.patient(patientId),
        effectiveDateTime: r.submitted_at,
        issued: r.submitted_at,
        valueInteger: value,
        ...(band ? { interpretation: [{ text: band.label }] } : {}),
        referenceRange: [{ low: { value: s.min }, high: { value: s.max }, text: `${s.min}–${s.max}` }],
        derivedFrom: [ref.questionnaireResponse(r.id)],
      },
    ];
  });
}
