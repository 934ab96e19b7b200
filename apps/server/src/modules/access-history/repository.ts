import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents, users } from '../../db/schema/index';
import { membershipInCenter } from '../../db/scope';

export const membershipExists = (tx: Tx, centerId: string, membershipId: string) =>
  membershipInCenter(tx, centerId, membershipId);

/**
 * The audit rows about one patient, newest first, with who acted. Rows are matched on the
 * patient's membership, whoever acted (a platform expert's reads belong to the patient's history
 * too); the caller has already shown that the membership is in its center.
 */
export function accessRows(tx: Tx, membershipId: string, limit: number, offset: number) {
  return tx
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      outcome: auditEvents.outcome,
      actorRole: auditEvents.actorRole,
      ip: auditEvents.ip,
      actorName: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      actorEmail: users.email,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.subject, auditEvents.actorSubject))
    .where(and(eq(auditEvents.resourceType, 'membership'), eq(auditEvents.resourceId, membershipId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}

export type AccessRow = Awaited<ReturnType<typeof accessRows>>[number];
