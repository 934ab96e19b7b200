import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema/index';
import type { FhirScope } from './caller';
import { inScope } from './patient-scope';

/**
 * The SQL of the Consent resource: the center's signed consents that still name their patient (a
 * consent kept after its patient was deleted, migration 0029, has no Patient to point at).
 */

/** Active as the consents module derives it (present.ts statusOf): not revoked, not past its day. */
const activeOn = (today: string): SQL =>
  and(isNull(consents.revokedAt), or(isNull(consents.expiresOn), gte(consents.expiresOn, today))) as SQL;

export type ConsentRow = typeof consents.$inferSelect;

export async function findFhirConsent(db: Db, scope: FhirScope, id: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(
      and(
        inScope(scope, consents.treatmentCenterId, consents.membershipId),
        eq(consents.id, id),
        isNotNull(consents.membershipId),
      ),
    );
  return row;
}

export interface ConsentFilter {
  patients?: string[];
  /** Per AND term, whether active or inactive consents match (both: no condition). */
  statuses?: { active: boolean; inactive: boolean }[];
  today: string;
  after?: string;
  limit: number;
}

function statusMatches(s: { active: boolean; inactive: boolean }, today: string): SQL | undefined {
  if (s.active && s.inactive) return undefined;
  if (s.active) return activeOn(today);
  if (s.inactive) return not(activeOn(today));
  return isNull(consents.id);
}

/** One page of the center's consents in id order (limit + 1 rows: paging.ts). */
export function searchConsents(db: Db, scope: FhirScope, f: ConsentFilter): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(
      and(
        inScope(scope, consents.treatmentCenterId, consents.membershipId),
        isNotNull(consents.membershipId),
        f.patients ? inArray(consents.membershipId, f.patients) : undefined,
        ...(f.statuses ?? []).map((s) => statusMatches(s, f.today)),
        f.after ? gt(consents.id, f.after) : undefined,
      ),
    )
    .orderBy(asc(consents.id))
    .limit(f.limit + 1);
}
