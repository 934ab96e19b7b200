import { and, or, type SQL } from 'drizzle-orm';
import { memberships } from '../../db/schema/index';
import { toPatient } from '../../fhir/patient';
import { SYSTEMS } from '../../fhir/systems';
import { auditFhirRead, auditFhirSearch } from './audit';
import { type ResourceService, uuidCursor } from './context';
import { pageOf } from './paging';
import { findPatient, nameMatches, searchPatients } from './patient-repository';
import type { TokenValue } from './search-params';
import { instantFilter, isUuid } from './sql-filters';

/** The membership ids an identifier value names: ours is `sid/membership|<membership id>`. */
const identified = (t: TokenValue) =>
  (t.system === undefined || t.system === SYSTEMS.membership) && isUuid(t.code.toLowerCase())
    ? [t.code.toLowerCase()]
    : [];

/** Ids every AND term of `identifier` allows; undefined without the parameter. */
function identifierIds(terms: TokenValue[][] | undefined): string[] | undefined {
  if (!terms) return undefined;
  return terms
    .map((alternatives) => alternatives.flatMap(identified))
    .reduce((kept, ids) => kept.filter((id) => ids.includes(id)));
}

export const patientService: ResourceService = {
  async read(ctx, id) {
    if (!isUuid(id)) return undefined;
    const found = await findPatient(ctx.db, ctx.caller, id);
    if (!found) return undefined;
    await auditFhirRead(ctx, 'Patient', id, id);
    return toPatient(found);
  },

  async search(ctx, s) {
    const names = s.string.name?.map((alternatives) =>
      or(...alternatives.map((n) => nameMatches(n.value, n.contains))),
    );
    const ids = identifierIds(s.token.identifier);
    const rows = await searchPatients(ctx.db, ctx.caller, {
      ...(ids ? { ids } : {}),
      ...(names ? { names: and(...names) as SQL } : {}),
      ...(s.date._lastUpdated
        ? { updated: instantFilter(memberships.updatedAt, s.date._lastUpdated) as SQL }
        : {}),
      ...(uuidCursor(s) ? { after: uuidCursor(s) as string } : {}),
      limit: s.count,
    });
    const page = pageOf(rows, s.count, (r) => r.id);
    const shown = page.rows.map((r) => r.id);
    await auditFhirSearch(ctx, 'Patient', s, { ids: shown, patients: shown });
    return { rows: page.rows.map(toPatient), ...(page.next ? { next: page.next } : {}) };
  },
};
