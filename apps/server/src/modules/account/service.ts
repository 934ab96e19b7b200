import { messages } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { conflict, forbidden, tooManyRequests, unprocessable } from '../../http/errors';
import type { IdentityAdmin } from '../../identity/admin/index';
import type { CurrentUser } from '../../identity/current-user';
import { changePassword } from '../../identity/issuer/password-reset';
import { endSessionsOf } from '../../identity/issuer/reset-links';
import { verifyPassword } from '../../identity/passwords';
import { patientOf } from '../../identity/patients';
import { recordFailure, SIGN_IN_LIMITS, throttledFor, throttleKeys } from '../../identity/throttle';
import * as repo from './repository';

export interface AccountDeps {
  db: Db;
  identityAdmin: IdentityAdmin;
}

const wrongPassword = (field: string) =>
  unprocessable(messages.currentPasswordWrong, [{ field, message: messages.currentPasswordWrong }]);

/**
 * Checks the caller's own password against the sign-in counters (a wrong guess counts like a
 * failed sign-in, per account and address, so a stolen token cannot brute-force it). A wrong
 * password is 422 on the field, never 401: the app's token is fine. A refusal writes one audit
 * row (`action` failed, with the reason); success writes none here (the change itself is audited).
 */
async function confirmPassword(
  deps: AccountDeps,
  user: CurrentUser,
  actor: Actor,
  password: string,
  field: string,
  action: string,
) {
  if (deps.identityAdmin.kind !== 'embedded') throw conflict(messages.accountPasswordOnlyEmbedded);
  const row = await repo.userById(deps.db, user.userId);
  if (!row) throw forbidden();
  const keys = throttleKeys(row.email, actor.ip);
  const refuse = (reason: string) =>
    audit(deps.db, actor, {
      action,
      resourceType: 'user',
      resourceId: row.id,
      outcome: 'failure',
      detail: { reason },
    });
  const wait = await throttledFor(deps.db, keys, SIGN_IN_LIMITS);
  if (wait) {
    await refuse('throttled');
    throw tooManyRequests(wait);
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordFailure(deps.db, keys);
    await refuse('wrong-password');
    throw wrongPassword(field);
  }
  return row;
}

/** A new password (the issuer's rules); every sign-in of the account ends, this one included. */
export async function changeMyPassword(
  deps: AccountDeps,
  user: CurrentUser,
  actor: Actor,
  body: { current_password: string; new_password: string },
) {
  await patientOf(deps.db, user);
  if (body.current_password === body.new_password) {
    throw unprocessable(messages.newPasswordSame, [
      { field: 'new_password', message: messages.newPasswordSame },
    ]);
  }
  const row = await confirmPassword(
    deps,
    user,
    actor,
    body.current_password,
    'current_password',
    'password.change',
  );
  await changePassword(deps.db, row, body.new_password, actor);
  return { message: messages.passwordChanged };
}

/**
 * Deletes the patient's account after the password again: no more sign-in, sessions and refresh
 * tokens ended, devices removed; the center keeps the membership and its history, marked.
 */
export async function deleteMyAccount(deps: AccountDeps, user: CurrentUser, actor: Actor, password: string) {
  await patientOf(deps.db, user);
  const row = await confirmPassword(deps, user, actor, password, 'password', 'patient.account.delete');
  const at = new Date();
  await deps.db.transaction(async (tx) => {
    const membershipIds = await repo.deletePatientAccount(tx, row.id, at);
    await endSessionsOf(tx, row.subject);
    await audit(tx, actor, {
      action: 'patient.account.delete',
      resourceType: 'user',
      resourceId: row.id,
      outcome: 'success',
      detail: { memberships: membershipIds },
    });
  });
  return { message: messages.accountDeleted };
}
