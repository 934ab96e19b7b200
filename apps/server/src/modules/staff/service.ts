import {
  type AddStaffMemberBody,
  messages,
  type StaffMember,
  type UpdateStaffMemberBody,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { emailTakenError, providerHttpError } from '../../identity/admin/http-errors';
import type { IdentityAdmin } from '../../identity/admin/index';
import type { CurrentUser } from '../../identity/current-user';
import { isUniqueViolation, toStaffMember } from '../../identity/staff-members';
import * as repo from './repository';

export interface StaffDeps {
  db: Db;
  identityAdmin: IdentityAdmin;
  log: FastifyBaseLogger;
}

type AddBody = Required<Omit<AddStaffMemberBody, 'receiving_calls'>> & { receiving_calls: boolean };
type UpdateBody = Omit<UpdateStaffMemberBody, 'receiving_calls'> & { receiving_calls: boolean };

const emailTaken = () => emailTakenError(messages.staffEmailTaken);
const fromProvider = (error: unknown) => providerHttpError(error, messages.staffEmailTaken);

/**
 * Creates a staff member: the sign-in account at the identity provider first (embedded: a subject
 * and an argon2id hash), then the users row and its audit row in one transaction. If that save
 * fails after an external provider created the account, the account is deleted again.
 */
export async function addStaffMember(
  deps: StaffDeps,
  actor: Actor,
  user: CurrentUser,
  body: AddBody,
): Promise<StaffMember> {
  const centerId = user.centerId;
  if (!centerId) throw notFound();
  if (await repo.emailInUse(deps.db, body.email)) throw emailTaken();

  const account = await deps.identityAdmin
    .createAccount({
      email: body.email,
      password: body.password,
      firstName: body.first_name,
      lastName: body.last_name,
      metadata: {
        treatment_center_id: centerId,
        is_owner: body.is_admin,
        support: false,
        is_expert: false,
        wizard: false,
        patient: false,
      },
    })
    .catch((error: unknown) => {
      throw fromProvider(error);
    });

  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertStaff(tx, {
        centerId,
        subject: account.subject,
        passwordHash: account.passwordHash,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        active: body.status,
        // Someone who cannot sign in cannot take calls.
        receivingCalls: body.status && body.receiving_calls,
        isOwner: body.is_admin,
      });
      await audit(tx, actor, {
        action: 'staff.create',
        resourceType: 'user',
        resourceId: inserted.id,
        outcome: 'success',
        detail: {
          role: body.is_admin ? 'owner' : 'staff',
          status: body.status,
          provider: deps.identityAdmin.kind,
        },
      });
      return inserted;
    });
    if (!row.active) await deps.identityAdmin.setBlocked(row.subject, true).catch((e) => warn(deps, e));
    return toStaffMember(row);
  } catch (error) {
    if (deps.identityAdmin.kind !== 'embedded') {
      await deps.identityAdmin.deleteAccount(account.subject).catch((e) => warn(deps, e));
    }
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const warn = (deps: StaffDeps, error: unknown) =>
  deps.log.warn({ err: error }, 'identity provider call failed; the account may need fixing at the provider');

/**
 * Updates a staff member. A status or role change is mirrored at the identity provider inside the
 * transaction, so a provider failure leaves nothing half-changed. The center keeps at least one
 * active owner: the change that would remove the last one is refused (422) and the refusal audited.
 */
export async function updateStaffMember(
  deps: StaffDeps,
  actor: Actor,
  user: CurrentUser,
  staffId: string,
  body: UpdateBody,
): Promise<StaffMember> {
  const centerId = user.centerId;
  if (!centerId) throw notFound();
  let refusal: { from: Record<string, boolean>; to: Record<string, boolean> } | undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.lockCenter(tx, centerId))) throw notFound();
      const before = await repo.findStaff(tx, centerId, staffId);
      if (!before) throw notFound();
      const isOwner = body.is_admin ?? before.isOwner;
      const active = body.status;
      const losesSeat = before.isOwner && before.active && !(isOwner && active);
      if (losesSeat && (await repo.countOtherActiveOwners(tx, centerId, before.id)) === 0) {
        refusal = {
          from: { is_admin: before.isOwner, status: before.active },
          to: { is_admin: isOwner, status: active },
        };
        throw unprocessable(messages.lastOwner, [
          { field: body.status ? 'is_admin' : 'status', message: messages.lastOwner },
        ]);
      }
      const after = await repo.updateStaff(tx, centerId, staffId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        active,
        receivingCalls: active && body.receiving_calls,
        isOwner,
      });
      const changed = (
        ['firstName', 'lastName', 'phone', 'active', 'receivingCalls', 'isOwner'] as const
      ).filter((k) => before[k] !== after[k]);
      if (changed.length) {
        await audit(tx, actor, {
          action: 'staff.update',
          resourceType: 'user',
          resourceId: staffId,
          outcome: 'success',
          detail: { fields: changed },
        });
      }
      if (before.active !== after.active) {
        await audit(tx, actor, {
          action: after.active ? 'staff.enable' : 'staff.disable',
          resourceType: 'user',
          resourceId: staffId,
          outcome: 'success',
          detail: { from: before.active, to: after.active },
        });
        await deps.identityAdmin.setBlocked(after.subject, !after.active, tx).catch((e: unknown) => {
          throw fromProvider(e);
        });
      }
      if (before.isOwner !== after.isOwner) {
        await audit(tx, actor, {
          action: 'staff.role_change',
          resourceType: 'user',
          resourceId: staffId,
          outcome: 'success',
          detail: { from: before.isOwner ? 'owner' : 'staff', to: after.isOwner ? 'owner' : 'staff' },
        });
        await deps.identityAdmin
          .updateMetadata(after.subject, { is_owner: after.isOwner })
          .catch((e: unknown) => {
            throw fromProvider(e);
          });
      }
      return toStaffMember(after);
    });
  } catch (error) {
    if (refusal) {
      // The refused change is recorded outside the rolled-back transaction.
      await audit(deps.db, actor, {
        action: 'staff.update',
        resourceType: 'user',
        resourceId: staffId,
        outcome: 'denied',
        detail: { reason: 'last_owner', ...refusal },
      });
    }
    throw error;
  }
}
