import type { PatientAssessment, StaffAssessment } from '@portal/contracts';
import {
  INSTRUMENTS,
  type InstrumentDefinition,
  type InstrumentId,
  type InstrumentLanguage,
  type PublishedText,
} from '@portal/contracts/instruments';
import type { AssessmentRow, ResponseRow } from './repository';

/** Rows as the contracts' shapes; item texts come from the one instrument definition, never a copy. */

const instrumentOf = (id: string): InstrumentDefinition => INSTRUMENTS[id as InstrumentId];

export const toPatientAssessment = (a: AssessmentRow, r: ResponseRow | null): PatientAssessment => ({
  id: a.id,
  instrument_id: a.instrumentId as InstrumentId,
  instrument_version: a.instrumentVersion,
  title: instrumentOf(a.instrumentId).title,
  status: a.status as PatientAssessment['status'],
  due_on: a.dueOn,
  last_day: a.lastDay,
  scores: r ? (r.scores as Record<string, number>) : null,
  bands: r ? (r.bands as Record<string, string>) : null,
  submitted_at: r?.submittedAt.toISOString() ?? null,
});

export const toStaffAssessment = (a: AssessmentRow, r: ResponseRow | null): StaffAssessment => ({
  id: a.id,
  instrument_id: a.instrumentId as InstrumentId,
  instrument_version: a.instrumentVersion,
  title: instrumentOf(a.instrumentId).title,
  occasion: a.occasion,
  status: a.status as StaffAssessment['status'],
  due_on: a.dueOn,
  last_day: a.lastDay,
  assigned_by: a.assignedBy,
  response: r
    ? {
        id: r.id,
        language: r.language as InstrumentLanguage,
        answers: r.answers as Record<string, string | number>,
        scores: r.scores as Record<string, number>,
        bands: r.bands as Record<string, string>,
        started_at: r.startedAt?.toISOString() ?? null,
        submitted_at: r.submittedAt.toISOString(),
      }
    : null,
});

/**
 * The language to show an instrument in: the app's language when the instrument has a validated
 * text in it (decisions §8), English otherwise. "es-MX" asks for "es".
 */
export function languageFor(
  instrument: InstrumentDefinition,
  requested: string | undefined,
): InstrumentLanguage {
  const primary = requested?.toLowerCase().split(/[-_]/)[0];
  return instrument.languages.find((l) => l === primary) ?? 'en';
}

const inLanguage = (text: PublishedText, language: InstrumentLanguage) =>
  (language === 'es' ? text.es : undefined) ?? text.en;

/** The questions of an instrument in one language, for the app's form. */
export function questionnaireOf(instrument: InstrumentDefinition, language: InstrumentLanguage) {
  return {
    language,
    english_only: instrument.languages.every((l) => l === 'en'),
    recall: instrument.recall ? inLanguage(instrument.recall, language) : null,
    stem: instrument.stem ? inLanguage(instrument.stem, language) : null,
    terms: inLanguage(instrument.terms, language),
    questions: instrument.items.map((item) => ({
      link_id: item.linkId,
      label: item.label,
      text: inLanguage(item.text, language),
      kind: item.kind,
      choices:
        item.kind === 'choice'
          ? item.choices.map((c) => ({
              code: c.coding.code,
              text: inLanguage(c.text, language),
              value: c.value,
            }))
          : null,
      max: item.kind === 'days' ? item.max : null,
      required: item.scored,
      enable_when: item.enableWhen ? { link_id: item.enableWhen.linkId, above: item.enableWhen.above } : null,
    })),
  };
}
