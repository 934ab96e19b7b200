import type { QuestionnaireResponse, QuestionnaireResponseItem } from '@medplum/fhirtypes';
import type { StaffAssessment } from '@portal/contracts';
import { INSTRUMENTS, type InstrumentItem } from '@portal/contracts/instruments';
import { questionnaireCanonical, scoreLinkId } from './questionnaire';
import { metaOf, ref } from './systems';

/** A completed assessment: the assessment row with its response. */
export type AnsweredAssessment = StaffAssessment & { response: NonNullable<StaffAssessment['response']> };

export const isAnswered = (a: StaffAssessment): a is AnsweredAssessment => a.response !== null;

function answerOf(item: InstrumentItem, value: string | number): QuestionnaireResponseItem['answer'] {
  if (item.kind === 'days') return [{ valueInteger: Number(value) }];
  const choice = item.choices.find((c) => c.coding.code === value);
  // The server validated every answer against the same definition; a stranger is a broken row.
  if (!choice) throw new Error(`answer ${String(value)} is not a choice of ${item.linkId}`);
  return [{ valueCoding: { ...choice.coding, display: choice.text.en } }];
}

/**
 * A submitted response as a QuestionnaireResponse of its instrument version: answers as
 * valueCoding (choices) or valueInteger (day counts) in the form's order, items not asked left out,
 * then each score the server computed as its own item (instruments.md). The id is the response id.
 */
export function toQuestionnaireResponse(a: AnsweredAssessment, patientId: string): QuestionnaireResponse {
  const instrument = INSTRUMENTS[a.instrument_id];
  const r = a.response;
  const answered: QuestionnaireResponseItem[] = instrument.items.flatMap((item) => {
    const value = r.answers[item.linkId];
    if (value === undefined) return [];
    return [{ linkId: item.linkId, text: item.text.en, answer: answerOf(item, value) }];
  });
  const scores: QuestionnaireResponseItem[] = instrument.scores.flatMap((s) => {
    const value = r.scores[s.key];
    return value === undefined
      ? []
      : [{ linkId: scoreLinkId(s), text: s.label, answer: [{ valueInteger: value }] }];
  });
  return {
    resourceType: 'QuestionnaireResponse',
    id: r.id,
    meta: metaOf(r.submitted_at),
    language: r.language,
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${a.id}` },
    questionnaire: questionnaireCanonical({ id: a.instrument_id, version: a.instrument_version }),
    status: 'completed',
    subject: ref.patient(patientId),
    authored: r.submitted_at,
    author: ref.patient(patientId),
    source: ref.patient(patientId),
    item: [...answered, ...scores],
  };
}
