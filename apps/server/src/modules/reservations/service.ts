import { randomUUID } from 'node:crypto';
import {
  type BodyOf,
  checkReservationRows,
  type ImportRefused,
  type ImportResult,
  type ImportRowError,
  importedMessage,
  messages,
  normalisePhone,
  type QueryOf,
  type ReservedMembership,
  refusedMessage,
  rejectedLineCount,
  type routes,
} from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import * as repo from './repository';

export function toReservation(
  row: repo.ReservationRow,
  claimer: repo.Claimer | null = null,
): ReservedMembership {
  return {
    id: row.id,
    email: row.email,
    phone_number: row.phoneNumber,
    fb_email: row.fbEmail,
    state: row.state as ReservedMembership['state'],
    imported: row.importId !== null,
    import_id: row.importId,
    created_at: row.createdAt.toISOString(),
    claimed_by: claimer
      ? {
          membership_id: claimer.id,
          full_name: `${claimer.firstName} ${claimer.lastName}`.trim(),
          email: claimer.email,
        }
      : null,
  };
}

const centerOf = (user: CurrentUser) => {
  // Staff access guarantees a center; this guards the type, not a reachable path.
  if (!user.centerId) throw notFound();
  return user.centerId;
};

const phoneTaken = () =>
  conflict(messages.reservationPhoneTaken, [
    { field: 'phone_number', message: messages.reservationPhoneTaken },
  ]);

/** Runs a change; a phone that another row took meanwhile (unique index) becomes the same clear 409. */
async function guardPhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'reserved_center_phone_key')) throw phoneTaken();
    throw err;
  }
}

export async function listReservations(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  query: QueryOf<typeof routes.listReservations>,
) {
  const centerId = centerOf(user);
  const { rows, total } = await repo.list(db, centerId, {
    limit: query.limit,
    offset: query.offset,
    state: query.by_status || null,
  });
  await auditRead(db, actor, {
    action: 'reservation.list',
    resourceType: 'reserved_membership',
    outcome: 'success',
    detail: { count: rows.length, total, by_status: query.by_status, offset: query.offset },
  });
  return { reserved_memberships: rows.map((r) => toReservation(r.row, r.claimer)), total };
}

export async function createReservation(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  body: BodyOf<typeof routes.createReservation>,
) {
  const centerId = centerOf(user);
  return guardPhone(() =>
    db.transaction(async (tx) => {
      if ((await repo.takenPhones(tx, centerId, [body.phone_number])).size) throw phoneTaken();
      const row = await repo.insert(tx, centerId, {
        phoneNumber: body.phone_number,
        fbEmail: body.fb_email ?? null,
      });
      await audit(tx, actor, {
        action: 'reservation.create',
        resourceType: 'reserved_membership',
        resourceId: row.id,
        outcome: 'success',
        detail: { fb_email: row.fbEmail !== null },
      });
      return { reserved_membership: toReservation(row) };
    }),
  );
}

/** Edits a pending reservation; a completed one was claimed by its patient and is read-only (422). */
export async function updateReservation(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  id: string,
  body: BodyOf<typeof routes.updateReservation>,
) {
  const centerId = centerOf(user);
  return guardPhone(() =>
    db.transaction(async (tx) => {
      const current = await repo.find(tx, centerId, id, { lock: true });
      if (!current) throw notFound();
      if (current.state === 'completed') throw unprocessable(messages.reservationCompleted);
      const values = {
        phoneNumber: body.phone_number,
        ...(body.fb_email !== undefined ? { fbEmail: body.fb_email } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
      };
      if (values.phoneNumber !== current.phoneNumber) {
        if ((await repo.takenPhones(tx, centerId, [values.phoneNumber])).size) throw phoneTaken();
      }
      const row = await repo.update(tx, centerId, id, values);
      if (!row) throw notFound();
      const changed = [
        current.phoneNumber !== row.phoneNumber && 'phone_number',
        current.fbEmail !== row.fbEmail && 'fb_email',
        current.email !== row.email && 'email',
      ].filter((f): f is string => !!f);
      await audit(tx, actor, {
        action: 'reservation.update',
        resourceType: 'reserved_membership',
        resourceId: id,
        outcome: 'success',
        detail: { fields: changed },
      });
      return { reserved_membership: toReservation(row) };
    }),
  );
}

export async function deleteReservation(db: Db, user: CurrentUser, actor: Actor, id: string) {
  const centerId = centerOf(user);
  await db.transaction(async (tx) => {
    const current = await repo.find(tx, centerId, id, { lock: true });
    if (!current) throw notFound();
    if (current.state === 'completed') throw unprocessable(messages.reservationCompleted);
    await repo.remove(tx, centerId, id);
    await audit(tx, actor, {
      action: 'reservation.delete',
      resourceType: 'reserved_membership',
      resourceId: id,
      outcome: 'success',
    });
  });
}

/**
 * Undoes the import a reservation came from: every still-pending row of that import goes; rows a
 * patient already claimed stay. A reservation made by hand is not an import (422).
 */
export async function undoImport(db: Db, user: CurrentUser, actor: Actor, id: string) {
  const centerId = centerOf(user);
  await db.transaction(async (tx) => {
    const current = await repo.find(tx, centerId, id);
    if (!current) throw notFound();
    if (!current.importId) throw unprocessable(messages.reservationNotImported);
    const deleted = await repo.removeImport(tx, centerId, current.importId);
    await audit(tx, actor, {
      action: 'reservation.import.undo',
      resourceType: 'reservation_import',
      resourceId: current.importId,
      outcome: 'success',
      detail: { deleted },
    });
  });
}

export interface ImportInput {
  rows: { line: number; phone_number: string; fb_email?: string | null }[];
  /** Lines the CSV reader already refused (unreadable lines). */
  unreadable?: ImportRowError[];
  importValidOnly: boolean;
  source: 'csv' | 'rows';
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; refused: ImportRefused };

/**
 * Imports reservations with the portal preview's own rules (contracts `checkReservationRows`), in
 * one transaction: all or nothing unless `importValidOnly`; every rejected row is reported with its
 * line. All rows of one import share an import id, which `delete_from_import` undoes. One audit row
 * per import, with counts only.
 */
export async function importReservations(
  db: Db,
  user: CurrentUser,
  actor: Actor,
  input: ImportInput,
): Promise<ImportOutcome> {
  const centerId = centerOf(user);
  return guardPhone(() =>
    db.transaction(async (tx): Promise<ImportOutcome> => {
      const taken = await repo.takenPhones(tx, centerId, [
        ...new Set(input.rows.map((r) => normalisePhone(r.phone_number))),
      ]);
      const checked = checkReservationRows(input.rows, taken);
      const rejected = [...(input.unreadable ?? []), ...checked.rejected].sort((a, b) => a.line - b.line);
      const badLines = rejectedLineCount(rejected);
      const counts = { source: input.source, rows: input.rows.length + (input.unreadable?.length ?? 0) };
      if (checked.valid.length === 0 || (badLines > 0 && !input.importValidOnly)) {
        await audit(tx, actor, {
          action: 'reservation.import',
          resourceType: 'reservation_import',
          outcome: 'failure',
          detail: { ...counts, imported: 0, rejected: badLines, valid_only: input.importValidOnly },
        });
        const message = checked.valid.length === 0 ? messages.csvNoValidRows : refusedMessage(badLines);
        return {
          ok: false,
          refused: {
            message,
            errors: rejected.map((r) => ({ field: r.field, message: `Line ${r.line}: ${r.message}` })),
            imported: 0,
            rejected,
          },
        };
      }
      const importId = randomUUID();
      await repo.insertImported(
        tx,
        centerId,
        importId,
        checked.valid.map((r) => ({ phoneNumber: r.phone_number, fbEmail: r.fb_email })),
      );
      await audit(tx, actor, {
        action: 'reservation.import',
        resourceType: 'reservation_import',
        resourceId: importId,
        outcome: 'success',
        detail: {
          ...counts,
          imported: checked.valid.length,
          rejected: badLines,
          valid_only: input.importValidOnly,
        },
      });
      return {
        ok: true,
        result: {
          message: importedMessage(checked.valid.length, badLines),
          import_id: importId,
          imported: checked.valid.length,
          rejected,
        },
      };
    }),
  );
}
