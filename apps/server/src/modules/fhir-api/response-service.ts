import { INSTRUMENTS } from '@portal/contracts/instruments';
import { assessmentResponses } from '../../db/schema/index';
import { questionnaireId, questionnaireUrl } from '../../fhir/questionnaire';
import { type AnsweredAssessment, toQuestionnaireResponse } from '../../fhir/questionnaire-response';
import { toStaffAssessment } from '../assessments/present';
import { auditFhirRead, auditFhirSearch } from './audit';
import { type ResourceService, uuidCursor } from './context';
import { pageOf } from './paging';
import { findResponse, type ResponseWithAssessment, searchResponses } from './response-repository';
import { instantFilter, isUuid, patientIds } from './sql-filters';

const toResource = ({ assessment, response }: ResponseWithAssessment) =>
  toQuestionnaireResponse(
    toStaffAssessment(assessment, response) as AnsweredAssessment,
    response.membershipId,
  );

/**
 * The instrument versions a `questionnaire` value names: the canonical URL (`url` or
 * `url|version`, fhir/questionnaire.ts) or the Questionnaire's id (`Questionnaire/phq-9-1.0.0`,
 * `phq-9-1.0.0`). A value naming none of ours matches nothing.
 */
function questionnaireOf(value: string): { instrument: string; version?: string }[] {
  return Object.values(INSTRUMENTS).flatMap((i) => {
    const [url, version] = value.split('|');
    if (url === questionnaireUrl(i))
      return version === undefined || version === i.version
        ? [{ instrument: i.id, ...(version ? { version } : {}) }]
        : [];
    const id = value.replace(/^(?:.*\/)?Questionnaire\//, '');
    return id === questionnaireId(i) ? [{ instrument: i.id, version: i.version }] : [];
  });
}

export const responseService: ResourceService = {
  async read(ctx, id) {
    if (!isUuid(id)) return undefined;
    const found = await findResponse(ctx.db, ctx.caller, id);
    if (!found) return undefined;
    await auditFhirRead(ctx, 'QuestionnaireResponse', id, found.response.membershipId);
    return toResource(found);
  },

  async search(ctx, s) {
    const patients = patientIds(s.reference.patient);
    const questionnaires = s.reference.questionnaire?.map((alternatives) =>
      alternatives.flatMap(questionnaireOf),
    );
    const after = uuidCursor(s);
    const found =
      patients && !patients.length
        ? []
        : await searchResponses(ctx.db, ctx.caller, {
            ...(patients ? { patients } : {}),
            ...(questionnaires ? { questionnaires } : {}),
            authored: instantFilter(assessmentResponses.submittedAt, s.date.authored),
            ...(after ? { after } : {}),
            limit: s.count,
          });
    const page = pageOf(found, s.count, (r) => r.response.id);
    await auditFhirSearch(ctx, 'QuestionnaireResponse', s, {
      ids: page.rows.map((r) => r.response.id),
      patients: page.rows.map((r) => r.response.membershipId),
      named: patients,
    });
    return { rows: page.rows.map(toResource), ...(page.next ? { next: page.next } : {}) };
  },
};
