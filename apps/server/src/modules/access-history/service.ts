import { ACCESS_HISTORY_EXPORT_MAX, ACCESS_HISTORY_PAGE_SIZE, type AccessEvent } from '@portal/contracts';
import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { toCsv } from './csv';
import * as repo from './repository';

export interface Caller {
  user: CurrentUser;
  actor: Actor;
}

const OUTCOMES = new Set<AccessEvent['outcome']>(['success', 'failure', 'denied']);

function toEvent(row: repo.AccessRow): AccessEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    outcome: OUTCOMES.has(row.outcome as AccessEvent['outcome'])
      ? (row.outcome as AccessEvent['outcome'])
      : 'failure',
    // A user removed since keeps their rows; the e-mail, else "Unknown user", says who it was.
    actor_name: row.actorName || row.actorEmail || 'Unknown user',
    actor_email: row.actorEmail,
    actor_role: row.actorRole,
    ip: row.ip,
  };
}

async function mustBeOwnPatient(tx: Tx, user: CurrentUser, membershipId: string) {
  if (!user.centerId) throw forbidden();
  if (!(await repo.membershipExists(tx, user.centerId, membershipId))) throw notFound();
}

/** One page of who opened a patient's records; reading it is itself audited. */
export async function accessHistory(db: Db, { user, actor }: Caller, membershipId: string, page: number) {
  await mustBeOwnPatient(db, user, membershipId);
  const offset = (page - 1) * ACCESS_HISTORY_PAGE_SIZE;
  // One row more than a page says whether another page exists, without counting them all.
  const rows = await repo.accessRows(db, membershipId, ACCESS_HISTORY_PAGE_SIZE + 1, offset);
  await auditRead(db, actor, {
    action: 'access_history.read',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
    detail: { page },
  });
  return {
    events: rows.slice(0, ACCESS_HISTORY_PAGE_SIZE).map(toEvent),
    has_more: rows.length > ACCESS_HISTORY_PAGE_SIZE,
  };
}

export const EXPORT_HEADER = ['Time (UTC)', 'Name', 'E-mail', 'Role', 'Action', 'Outcome', 'IP address'];

/** The whole history as CSV (up to ACCESS_HISTORY_EXPORT_MAX rows); the export is audited. */
export async function exportAccessHistory(db: Db, { user, actor }: Caller, membershipId: string) {
  await mustBeOwnPatient(db, user, membershipId);
  // The export's own audit row comes first, so the file lists the export too.
  await auditRead(db, actor, {
    action: 'access_history.export',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
  });
  const rows = (await repo.accessRows(db, membershipId, ACCESS_HISTORY_EXPORT_MAX, 0)).map(toEvent);
  return toCsv(
    EXPORT_HEADER,
    rows.map((e) => [e.at, e.actor_name, e.actor_email, e.actor_role, e.action, e.outcome, e.ip]),
  );
}

/**
 * The patient's own "who viewed my record": the same rows as the owners' page, of the caller's own
 * membership only (no id is taken), without e-mails and IP addresses. Reading it is audited.
 */
export async function myAccessHistory(db: Db, { user, actor }: Caller, page: number) {
  const m = await patientOf(db, user);
  const offset = (page - 1) * ACCESS_HISTORY_PAGE_SIZE;
  const rows = await repo.accessRows(db, m.id, ACCESS_HISTORY_PAGE_SIZE + 1, offset);
  await auditRead(db, actor, {
    action: 'access_history.read',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { page },
  });
  return {
    events: rows.slice(0, ACCESS_HISTORY_PAGE_SIZE).map((row) => {
      const { actor_email: _email, ip: _ip, ...event } = toEvent(row);
      return event;
    }),
    has_more: rows.length > ACCESS_HISTORY_PAGE_SIZE,
  };
}
