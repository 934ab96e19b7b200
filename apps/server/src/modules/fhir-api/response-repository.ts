import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentResponses, assessments } from '../../db/schema/index';
import type { FhirScope } from './caller';
import { inScope } from './patient-scope';

/** The SQL of the QuestionnaireResponse resource: the center's submitted responses. */

const select = (db: Db) =>
  db
    .select({ assessment: assessments, response: assessmentResponses })
    .from(assessmentResponses)
    .innerJoin(assessments, eq(assessments.id, assessmentResponses.assessmentId));

export type ResponseWithAssessment = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export async function findResponse(
  db: Db,
  scope: FhirScope,
  id: string,
): Promise<ResponseWithAssessment | undefined> {
  const [row] = await select(db).where(
    and(
      inScope(scope, assessmentResponses.treatmentCenterId, assessmentResponses.membershipId),
      eq(assessmentResponses.id, id),
    ),
  );
  return row;
}

export interface ResponseFilter {
  patients?: string[];
  /** Per AND term, the instrument versions it allows (version undefined: any version). */
  questionnaires?: { instrument: string; version?: string | undefined }[][];
  authored?: SQL;
  after?: string;
  limit: number;
}

const versionMatches = (q: { instrument: string; version?: string | undefined }) =>
  and(
    eq(assessmentResponses.instrumentId, q.instrument),
    q.version ? eq(assessmentResponses.instrumentVersion, q.version) : undefined,
  );

/** One page of the center's responses in id order (limit + 1 rows: paging.ts). */
export async function searchResponses(
  db: Db,
  scope: FhirScope,
  f: ResponseFilter,
): Promise<ResponseWithAssessment[]> {
  if (f.questionnaires?.some((alternatives) => !alternatives.length)) return [];
  return select(db)
    .where(
      and(
        inScope(scope, assessmentResponses.treatmentCenterId, assessmentResponses.membershipId),
        f.patients ? inArray(assessmentResponses.membershipId, f.patients) : undefined,
        ...(f.questionnaires ?? []).map((alternatives) => or(...alternatives.map(versionMatches))),
        f.authored,
        f.after ? gt(assessmentResponses.id, f.after) : undefined,
      ),
    )
    .orderBy(asc(assessmentResponses.id))
    .limit(f.limit + 1);
}
