import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, treatmentCenters } from '../../db/schema/index';
import type { PatientSource } from '../../fhir/patient';
import type { FhirScope } from './caller';
import { inScope } from './patient-scope';

/**
 * The SQL of the Patient resource: the center's memberships. Every query carries the caller's scope
 * (its center; an outside recipient's consenting patients only: patient-scope.ts).
 */

const columns = {
  id: memberships.id,
  centerId: memberships.treatmentCenterId,
  centerName: treatmentCenters.name,
  status: memberships.status,
  firstName: memberships.firstName,
  lastName: memberships.lastName,
  email: memberships.email,
  phoneNumber: memberships.phoneNumber,
  updatedAt: memberships.updatedAt,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId));

const toSource = (row: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): PatientSource => ({
  ...row,
  status: row.status as PatientSource['status'],
});

export async function findPatient(db: Db, scope: FhirScope, id: string): Promise<PatientSource | undefined> {
  const [row] = await select(db).where(
    and(inScope(scope, memberships.treatmentCenterId, memberships.id), eq(memberships.id, id)),
  );
  return row && toSource(row);
}

/** LIKE's wildcards in a search value are literal. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A name value as FHIR's string search: a part of the name starts with it (`contains`: anywhere),
 * case and accents ignored, by the same normalisation as the patient search (migration 0004). The
 * trigram-indexed `search_text` narrows first; the name alone (not the e-mail) decides.
 */
export function nameMatches(value: string, contains: boolean): SQL {
  const word = sql`lower(public.immutable_unaccent(${literal(value)}))`;
  const name = sql`(' ' || public.membership_search_text(${memberships.firstName}, ${memberships.lastName}, ''))`;
  return sql`(${memberships.searchText} like '%' || ${word} || '%' and ${name} like ${contains ? sql`'%'` : sql`'% '`} || ${word} || '%')`;
}

export interface PatientFilter {
  ids?: string[];
  names?: SQL;
  updated?: SQL;
  after?: string;
  limit: number;
}

/** One page of the center's patients in id order (limit + 1 rows: paging.ts). */
export async function searchPatients(db: Db, scope: FhirScope, f: PatientFilter): Promise<PatientSource[]> {
  const rows = await select(db)
    .where(
      and(
        inScope(scope, memberships.treatmentCenterId, memberships.id),
        f.ids ? inArray(memberships.id, f.ids) : undefined,
        f.names,
        f.updated,
        f.after ? gt(memberships.id, f.after) : undefined,
      ),
    )
    .orderBy(asc(memberships.id))
    .limit(f.limit + 1);
  return rows.map(toSource);
}
