import { messages } from '@portal/contracts';
import { auditRead } from '../../audit/group-commit';
import { activeConsentFor, recordDisclosure } from '../consents/service';
import type { FhirContext } from './context';
import { FhirError } from './outcome';
import type { ParsedSearch } from './search-params';
import type { ServedType } from './served';

/**
 * The FHIR API's audit rows, like every read of patient data (docs/decisions/audit.md): written
 * and durable before the answer leaves, ids and counts only. A read is recorded against the
 * patient it is about, so it shows in "who viewed this patient"; a search keeps its shape (the
 * parameter names, never their values: a name is PHI) and the ids it returned.
 *
 * An outside recipient's answer is also a disclosure (42 CFR Part 2): one entry of the accounting
 * of disclosures per patient whose data it holds, written before the answer leaves (`disclose`).
 */

export async function auditFhirRead(ctx: FhirContext, type: ServedType, id: string, patientId: string) {
  await disclose(ctx, type, [patientId]);
  await auditRead(ctx.db, ctx.caller.actor, {
    action: 'fhir.read',
    resourceType: 'membership',
    resourceId: patientId,
    outcome: 'success',
    detail: { type, id },
  });
}

const namesOf = (s: ParsedSearch) =>
  [s.token, s.string, s.reference, s.date].flatMap((bucket) => Object.keys(bucket)).sort();

export async function auditFhirSearch(
  ctx: FhirContext,
  type: ServedType,
  search: ParsedSearch,
  answer: { ids: string[]; patients: string[]; named?: string[] | undefined },
) {
  const patients = [...new Set(answer.patients)];
  await disclose(ctx, type, patients);
  await auditRead(ctx.db, ctx.caller.actor, {
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

/**
 * For an outside recipient, one disclosure per patient in the answer, through the consents module
 * (as the identified outcomes export): each patient's covering consent read FOR SHARE and the entry
 * written in one transaction, so a revocation racing the answer either waits for it or is seen here.
 * The repositories already kept every other patient out (patient-scope.ts); a consent revoked
 * between that query and this one fails the answer (503, repeat it) rather than let it leave.
 */
async function disclose(ctx: FhirContext, type: ServedType, patients: string[]) {
  const caller = ctx.caller;
  if (caller.kind !== 'system' || !caller.recipient || !patients.length) return;
  const { name: recipient, purpose } = caller.recipient;
  await ctx.db.transaction(async (tx) => {
    for (const membershipId of [...new Set(patients)]) {
      const consent = await activeConsentFor(tx, caller.centerId, membershipId, recipient, purpose);
      if (!consent) throw new FhirError(503, messages.fhirDisclosureChanged, 'transient');
      await recordDisclosure(tx, {
        centerId: caller.centerId,
        membershipId,
        consentId: consent.id,
        recipient,
        // What left, without health information: the resource type.
        what: `FHIR API: ${type}`,
        purpose,
        system: `${caller.name ?? 'FHIR system'} (FHIR client ${caller.clientId})`,
      });
    }
  });
}
