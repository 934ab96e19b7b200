import { auditRead } from '../../audit/group-commit';
import type { FhirContext } from './context';
import type { ParsedSearch } from './search-params';
import type { ServedType } from './served';

/**
 * The FHIR API's audit rows, like every read of patient data (docs/decisions/audit.md): written
 * and durable before the answer leaves, ids and counts only. A read is recorded against the
 * patient it is about, so it shows in "who viewed this patient"; a search keeps its shape (the
 * parameter names, never their values: a name is PHI) and the ids it returned.
 */

export function auditFhirRead(ctx: FhirContext, type: ServedType, id: string, patientId: string) {
  return auditRead(ctx.db, ctx.caller.actor, {
    action: 'fhir.read',
    resourceType: 'membership',
    resourceId: patientId,
    outcome: 'success',
    detail: { type, id },
  });
}

const namesOf = (s: ParsedSearch) =>
  [s.token, s.string, s.reference, s.date].flatMap((bucket) => Object.keys(bucket)).sort();

export function auditFhirSearch(
  ctx: FhirContext,
  type: ServedType,
  search: ParsedSearch,
  answer: { ids: string[]; patients: string[]; named?: string[] | undefined },
) {
  const patients = [...new Set(answer.patients)];
  return auditRead(ctx.db, ctx.caller.actor, {
    action: 'fhir.search',
    resourceType: 'membership',
    // A search about one patient is recorded against them; a wider one is not attributed to each.
    resourceId: answer.named?.length === 1 ? answer.named[0] : null,
    outcome: 'success',
    detail: {
      type,
      params: namesOf(search),
      count: search.count,
      page: search.cursor === undefined ? 1 : 'next',
      returned: answer.ids.length,
      ids: answer.ids,
      patients,
    },
  });
}
