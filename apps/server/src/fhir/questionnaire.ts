import type { Extension, Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import type { InstrumentDefinition, InstrumentItem, ScoreDefinition } from '@portal/contracts/instruments';
import { SYSTEMS } from './systems';

const ORDINAL_VALUE = 'http://hl7.org/fhir/StructureDefinition/ordinalValue';
const MIN_VALUE = 'http://hl7.org/fhir/StructureDefinition/minValue';
const MAX_VALUE = 'http://hl7.org/fhir/StructureDefinition/maxValue';

/** The Questionnaire of one instrument version: `phq-9-1.0.0` (FHIR ids allow dots). */
export const questionnaireId = (i: Pick<InstrumentDefinition, 'id' | 'version'>) => `${i.id}-${i.version}`;
export const questionnaireUrl = (i: Pick<InstrumentDefinition, 'id'>) => `${SYSTEMS.questionnaire}/${i.id}`;
/** The canonical a QuestionnaireResponse points at: url|version. */
export const questionnaireCanonical = (i: Pick<InstrumentDefinition, 'id' | 'version'>) =>
  `${questionnaireUrl(i)}|${i.version}`;

/** A computed score's item: read-only, answered by the server's scoring, never by the patient. */
export const scoreLinkId = (s: ScoreDefinition) => s.code.code;

function toItem(item: InstrumentItem): QuestionnaireItem {
  const base: QuestionnaireItem = {
    linkId: item.linkId,
    code: [item.code],
    prefix: item.label,
    text: item.text.en,
    required: item.scored,
    type: item.kind === 'choice' ? 'choice' : 'integer',
  };
  if (item.enableWhen) {
    base.enableWhen = [
      { question: item.enableWhen.linkId, operator: '>', answerInteger: item.enableWhen.above },
    ];
  }
  if (item.kind === 'choice') {
    base.answerOption = item.choices.map((c) => ({
      valueCoding: { ...c.coding, display: c.text.en },
      extension: [{ url: ORDINAL_VALUE, valueDecimal: c.value }],
    }));
  } else {
    const limits: Extension[] = [
      { url: MIN_VALUE, valueInteger: 0 },
      { url: MAX_VALUE, valueInteger: item.max },
    ];
    base.extension = limits;
  }
  return base;
}

const scoreItem = (s: ScoreDefinition): QuestionnaireItem => ({
  linkId: scoreLinkId(s),
  code: [s.code],
  text: s.label,
  type: 'integer',
  readOnly: true,
  required: false,
});

/**
 * One instrument version as a FHIR Questionnaire, from the one definition in
 * `@portal/contracts/instruments` (US Core's PHQ-9 example is the model: LOINC linkIds, answer
 * codings with ordinal values). The scores are read-only items at the end, so a response carries
 * its total as its own item (instruments.md). English text; the validated Spanish wording stays in
 * the definition (a translation extension is a follow-up).
 */
export function toQuestionnaire(i: InstrumentDefinition): Questionnaire {
  const stem = i.stem?.en ?? i.recall?.en;
  return {
    resourceType: 'Questionnaire',
    id: questionnaireId(i),
    url: questionnaireUrl(i),
    version: i.version,
    // Machine-friendly (no hyphen): "PHQ9".
    name: i.title.replace(/[^A-Za-z0-9]/g, ''),
    title: i.title,
    status: 'active',
    subjectType: ['Patient'],
    description: `${i.measures}. ${i.source}`,
    copyright: i.terms.en,
    code: [i.code],
    item: [
      ...(stem ? [{ linkId: `${i.id}-stem`, type: 'display' as const, text: stem }] : []),
      ...i.items.map(toItem),
      ...i.scores.map(scoreItem),
    ],
  };
}
