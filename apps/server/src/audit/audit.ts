import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { type CurrentUser, roleOf } from '../identity/current-user';

/** Who acts, from where: taken once per request and handed to the data path. */
export interface Actor {
  subject: string | null;
  role: string | null;
  centerId: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  /** What happened, as `resource.verb`: "membership.read", "membership.search", "signin". */
  action: string;
  resourceType?: string;
  resourceId?: string | null;
  outcome: 'success' | 'failure' | 'denied';
  /** Context without PHI: ids, counts, changed field names, never names, notes or moods. */
  detail?: Record<string, unknown>;
}

export function actorOf(
  request: FastifyRequest,
  user: CurrentUser | null = request.currentUser ?? null,
): Actor {
  return {
    subject: user?.subject ?? null,
    role: user ? roleOf(user) : null,
    centerId: user?.centerId ?? null,
    ip: request.ip ?? null,
    requestId: request.id ?? null,
  };
}

/**
 * Appends one row to the audit trail. Call it with the same transaction as the change it records,
 * so a change and its audit row commit or fail together. The table is append-only: nothing in the
 * product updates or deletes it.
 */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(auditRowOf(actor, entry));
}

/** The audit row of one entry: the same for a change's own row and a read's group-committed one. */
export function auditRowOf(actor: Actor, entry: AuditEntry): typeof auditEvents.$inferInsert {
  return {
    actorSubject: actor.subject,
    actorRole: actor.role,
    treatmentCenterId: actor.centerId,
    ip: actor.ip,
    requestId: actor.requestId,
    action: entry.action,
    resourceType: entry.resourceType ?? null,
    resourceId: entry.resourceId ?? null,
    outcome: entry.outcome,
    detail: entry.detail ?? null,
  };
}
