import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents, memberships, users } from '../../db/schema/index';

export async function membershipExists(tx: Tx, centerId: string, membershipId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.treatmentCenterId, centerId)));
  return !!row;
}

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
