import type { Observation } from '@medplum/fhirtypes';
import { toMoodObservation } from '../../fhir/mood';
import { type AnsweredAssessment, isAnswered } from '../../fhir/questionnaire-response';
import { toScoreObservations } from '../../fhir/scores';
import { toStaffAssessment } from '../assessments/present';
import { auditFhirRead, auditFhirSearch } from './audit';
import type { FhirContext, ResourceService } from './context';
import { categoryAllows, codesAllowed } from './observation-codes';
import {
  checkInsByIds,
  type ObservationKey,
  responsesByIds,
  searchObservationKeys,
} from './observation-repository';
import { invalidParameter } from './outcome';
import { pageOf } from './paging';
import { patientIds } from './sql-filters';

/** A check-in's id (a UUID) or a score's (`<response id>-<score key>`, fhir/scores.ts). */
const OBSERVATION_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-([a-z0-9-]{1,27}))?$/;

/** The Observations of a page of keys, in the keys' order, through the mappers of fhir/. */
async function observationsOf(ctx: FhirContext, keys: ObservationKey[]): Promise<Observation[]> {
  const scope = ctx.caller;
  const ids = (kind: ObservationKey['kind']) => [
    ...new Set(keys.filter((k) => k.kind === kind).map((k) => k.sourceId)),
  ];
  const checkIns = await checkInsByIds(ctx.db, scope, ids('check-in'));
  const responses = await responsesByIds(ctx.db, scope, ids('score'));
  const byId = new Map<string, Observation>();
  for (const c of checkIns) byId.set(c.id, toMoodObservation(c, c.membershipId));
  for (const { assessment, response } of responses) {
    const answered = toStaffAssessment(assessment, response);
    if (!isAnswered(answered)) continue;
    for (const o of toScoreObservations(answered as AnsweredAssessment, response.membershipId))
      byId.set(o.id ?? '', o);
  }
  return keys.flatMap((k) => {
    const o = byId.get(k.id);
    return o ? [o] : [];
  });
}

export const observationService: ResourceService = {
  async read(ctx, id) {
    const m = OBSERVATION_ID.exec(id);
    if (!m?.[1]) return undefined;
    const [, sourceId, key] = m;
    const kind = key ? 'score' : 'check-in';
    const [found] = await observationsOf(ctx, [{ id, kind, sourceId, membershipId: '' }]);
    if (!found) return undefined;
    const patientId = found.subject?.reference?.replace('Patient/', '') ?? '';
    await auditFhirRead(ctx, 'Observation', id, patientId);
    return found;
  },

  async search(ctx, s) {
    // The union's ids are text in byte order: a cursor is one of them (a UUID, maybe with a key).
    if (s.cursor !== undefined && !OBSERVATION_ID.test(s.cursor)) throw invalidParameter('_cursor');
    const patients = patientIds(s.reference.patient);
    const codes = categoryAllows(s.token.category) ? codesAllowed(s.token.code) : [];
    const keys = await searchObservationKeys(ctx.db, ctx.caller, {
      ...(patients ? { patients } : {}),
      checkIns: codes.some((c) => c.kind === 'check-in'),
      scores: codes.flatMap((c) => (c.kind === 'score' ? [{ instrument: c.instrument, key: c.key }] : [])),
      ...(s.date.date ? { dates: s.date.date } : {}),
      ...(s.cursor ? { after: s.cursor } : {}),
      limit: s.count,
    });
    const page = pageOf(keys, s.count, (k) => k.id);
    const rows = await observationsOf(ctx, page.rows);
    await auditFhirSearch(ctx, 'Observation', s, {
      ids: rows.map((o) => o.id ?? ''),
      patients: page.rows.map((k) => k.membershipId),
      named: patients,
    });
    return { rows, ...(page.next ? { next: page.next } : {}) };
  },
};
