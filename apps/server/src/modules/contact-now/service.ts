import {
  CONTACT_NOW_EVENTS,
  type ContactRequest,
  type ContactRequestsChanged,
  messages,
} from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Realtime } from '../../infra/realtime/realtime';
import * as repo from './repository';

export interface ContactNowDeps {
  db: Db;
  realtime: Pick<Realtime, 'emitToUsers' | 'emitToCenter'>;
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

const toContactRequest = (r: repo.RequestRow): ContactRequest => ({
  id: r.id,
  membership_id: r.membershipId,
  patient_name: fullName(r.firstName, r.lastName) || r.email,
  phone: r.phone,
  status: r.status as ContactRequest['status'],
  created_at: r.createdAt.toISOString(),
  handled_at: r.handledAt ? r.handledAt.toISOString() : null,
  handled_by: r.handlerId
    ? { id: r.handlerId, name: fullName(r.handlerFirstName, r.handlerLastName) || (r.handlerEmail ?? '') }
    : null,
});

/** Tells every owner and staff screen of the center to refetch; carries no patient data. */
function announceChange(deps: ContactNowDeps, centerId: string, change: ContactRequestsChanged) {
  deps.realtime.emitToCenter(centerId, CONTACT_NOW_EVENTS.changed, change, { roles: ['owner', 'staff'] });
}

/** The open queue or the handled history of the caller's center: patient data, so audited. */
export async function listRequests(
  deps: ContactNowDeps,
  actor: Actor,
  centerId: string,
  query: { status: repo.Status; limit: number; offset: number },
): Promise<{ contact_requests: ContactRequest[]; total: number }> {
  const { rows, total } = await repo.listRequests(deps.db, centerId, query.status, query);
  await auditRead(deps.db, actor, {
    action: 'contact_request.list',
    resourceType: 'contact_request',
    outcome: 'success',
    detail: { status: query.status, count: rows.length, ids: rows.map((r) => r.id) },
  });
  return { contact_requests: rows.map(toContactRequest), total };
}

/** "Mark handled": records who and when; a request handled already is a 409 and keeps its handler. */
export async function handleRequest(
  deps: ContactNowDeps,
  actor: Actor,
  user: { centerId: string; userId: string },
  id: string,
): Promise<ContactRequest> {
  const handled = await deps.db.transaction(async (tx) => {
    if (!(await repo.markHandled(tx, user.centerId, id, user.userId))) {
      const existing = await repo.findRequest(tx, user.centerId, id);
      if (!existing) throw notFound();
      throw conflict(messages.contactRequestAlreadyHandled);
    }
    await audit(tx, actor, {
      action: 'contact_request.handle',
      resourceType: 'contact_request',
      resourceId: id,
      outcome: 'success',
    });
    const row = await repo.findRequest(tx, user.centerId, id);
    if (!row) throw notFound();
    return { request: toContactRequest(row), patientUserId: await repo.patientUserOf(tx, user.centerId, id) };
  });
  announceChange(deps, user.centerId, { id, status: 'handled' });
  // The patient's app shows that someone handled it (and when), live; never who.
  if (handled.patientUserId) {
    deps.realtime.emitToUsers([handled.patientUserId], CONTACT_NOW_EVENTS.handled, {
      id,
      status: 'handled',
      handled_at: handled.request.handled_at,
    });
  }
  return handled.request;
}

export interface NewContactRequest {
  centerId: string;
  membershipId: string;
  /** The number to call; defaults to the membership's phone number. Digits only. */
  phone?: string | null;
  /** Who asked (the patient's request); recorded in the audit trail. */
  actor: Actor;
}

/**
 * A patient's "call me now" (called by the patient API): stores the request, then pushes it live
 * to the center's staff receiving calls and tells every staff screen to refresh. While the
 * patient already has an open request, pressing again returns that one and notifies nobody twice.
 */
export async function createContactRequest(
  deps: ContactNowDeps,
  input: NewContactRequest,
): Promise<{ request: ContactRequest; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    // Locks the membership row, so two presses at once make one request.
    if (!(await repo.membershipExists(tx, input.centerId, input.membershipId))) throw notFound();
    const open = await repo.openRequestOf(tx, input.centerId, input.membershipId);
    const id =
      open ?? (await repo.insertRequest(tx, input.centerId, input.membershipId, input.phone ?? null));
    // A second press while the first is still open asks again: recorded, but no new request.
    await audit(tx, input.actor, {
      action: open ? 'contact_request.repeat' : 'contact_request.create',
      resourceType: 'contact_request',
      resourceId: id,
      outcome: 'success',
      detail: { membership_id: input.membershipId },
    });
    const row = await repo.findRequest(tx, input.centerId, id);
    if (!row) throw notFound();
    return {
      request: toContactRequest(row),
      created: !open,
      receivers: open ? [] : await repo.receivingCallsUserIds(tx, input.centerId),
    };
  });
  if (result.created) {
    deps.realtime.emitToUsers(result.receivers, CONTACT_NOW_EVENTS.created, result.request);
    announceChange(deps, input.centerId, { id: result.request.id, status: 'open' });
  }
  return { request: result.request, created: result.created };
}
