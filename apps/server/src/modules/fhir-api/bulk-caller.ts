import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../audit/audit';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { storedLanguage } from '../../http/language';
import { type CurrentUser, isStaff, toUserId } from '../../identity/current-user';
import type { FhirCaller } from './caller';
import { findSystem } from './systems/repository';
import { grantedScopes } from './systems/scopes';
import { toSystemCaller } from './systems/system-caller';

/**
 * Who an export reads as. The job stores its caller's ids (never a token) and, each time an
 * instance runs it, rebuilds the caller from the database as a request would: a staff member
 * still active and still staff of the center, a system still registered, active and of the center
 * (its scopes narrowed to what it still holds, its recipient as registered now). The pages are then
 * read through the same services as a search, so the export holds what the caller could search,
 * with the services' own audit (and, for an outside recipient, disclosures).
 */

export interface StoredCaller {
  callerKind: 'staff' | 'system';
  userId: string | null;
  clientId: string | null;
  /** What rebuilds it: the kick-off's actor (its ip and request id), a system's scopes then. */
  caller: { actor: Actor; scopes?: string[] };
}

export function storedCallerOf(caller: FhirCaller): StoredCaller {
  if (caller.kind === 'system') {
    return {
      callerKind: 'system',
      userId: null,
      clientId: caller.clientId,
      caller: { actor: caller.actor, scopes: caller.scopes },
    };
  }
  return { callerKind: 'staff', userId: caller.user.userId, clientId: null, caller: { actor: caller.actor } };
}

/** Whether a request's caller is the one that started the job (only it reads status and files). */
export function isSameCaller(
  caller: FhirCaller,
  job: { treatmentCenterId: string; callerKind: string; userId: string | null; clientId: string | null },
): boolean {
  if (caller.centerId !== job.treatmentCenterId || caller.kind !== job.callerKind) return false;
  return caller.kind === 'system' ? caller.clientId === job.clientId : caller.user.userId === job.userId;
}

/** The caller again, or undefined when it may no longer read the center (the job then fails). */
export async function restoreCaller(
  db: Db,
  job: { treatmentCenterId: string } & StoredCaller,
): Promise<FhirCaller | undefined> {
  const { actor, scopes = [] } = job.caller;
  if (job.callerKind === 'system') {
    const system = job.clientId ? await findSystem(db, job.clientId) : undefined;
    if (system?.status !== 'active' || system.treatmentCenterId !== job.treatmentCenterId) return undefined;
    const granted = grantedScopes(scopes, system.scopes);
    if (!granted.length) return undefined;
    return toSystemCaller(system, granted, actor);
  }
  if (!job.userId) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, job.userId), eq(users.treatmentCenterId, job.treatmentCenterId)));
  if (!row?.active) return undefined;
  const user: CurrentUser = {
    subject: row.subject,
    id: toUserId(row.subject),
    userId: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    centerId: job.treatmentCenterId,
    isOwner: row.isOwner,
    isSupport: row.isSupport,
    isExpert: row.isExpert,
    isPatient: row.isPatient,
    wizard: row.wizard,
    language: storedLanguage(row.language),
  };
  return isStaff(user) ? { kind: 'staff', centerId: job.treatmentCenterId, user, actor } : undefined;
}
