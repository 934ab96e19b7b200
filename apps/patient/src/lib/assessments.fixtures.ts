import { INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import type { AssessmentDetail, PatientAssessment, Questionnaire } from './assessments';

/**
 * For the questionnaire tests only: an instrument's questions shaped as the server sends them
 * (apps/server/src/modules/assessments/present.ts `questionnaireOf`), from the same definitions.
 */
export function questionnaireOf(id: InstrumentId, language: 'en' | 'es' = 'en'): Questionnaire {
  const instrument = INSTRUMENTS[id];
  const text = (t: { en: string; es?: string }) => (language === 'es' ? (t.es ?? t.en) : t.en);
  const shown = instrument.languages.includes(language) ? language : 'en';
  return {
    language: shown,
    english_only: instrument.languages.every((l) => l === 'en'),
    recall: instrument.recall ? text(instrument.recall) : null,
    stem: instrument.stem ? text(instrument.stem) : null,
    terms: instrument.terms.en,
    questions: instrument.items.map((item) => ({
      link_id: item.linkId,
      label: item.label,
      text: text(item.text),
      kind: item.kind,
      choices:
        item.kind === 'choice'
          ? item.choices.map((c) => ({ code: c.coding.code, text: text(c.text), value: c.value }))
          : null,
      max: item.kind === 'days' ? item.max : null,
      required: item.scored,
      enable_when: item.enableWhen ? { link_id: item.enableWhen.linkId, above: item.enableWhen.above } : null,
    })),
  };
}

export const ASSESSMENT_ID = '00000000-0000-4000-8000-00000000a551';

export const dueAssessment = (id: InstrumentId = 'phq-9', more: Partial<PatientAssessment> = {}) =>
  ({
    id: ASSESSMENT_ID,
    instrument_id: id,
    instrument_version: INSTRUMENTS[id].version,
    title: INSTRUMENTS[id].title,
    status: 'due',
    due_on: '2026-11-23',
    last_day: '2026-11-29',
    scores: null,
    bands: null,
    submitted_at: null,
    ...more,
  }) satisfies PatientAssessment;

export const detailOf = (a: PatientAssessment, language: 'en' | 'es' = 'en'): AssessmentDetail => ({
  assessment: a,
  questionnaire: questionnaireOf(a.instrument_id, language),
});
