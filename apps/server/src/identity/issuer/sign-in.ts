import { messages, tryAgainInMessage } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { decoyHash, verifyPassword } from '../passwords';
import { clearFailures, recordFailure, SIGN_IN_LIMITS, throttledFor, throttleKeys } from '../throttle';
import { findUserByEmail, roleOfRow, type UserRow } from './accounts';

export interface Attempt {
  email: string;
  password: string;
  ip: string;
  requestId: string;
  /** What is being signed in to: "signin" (the login page) or "change-password". */
  action?: 'signin' | 'change-password';
}

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; status: 401 | 403; message: string }
  | { ok: false; status: 429; message: string; retryAfter: number };

/**
 * Checks an e-mail and password: throttled per account and per address, the same answer and the
 * same work (one argon2 verification) for an unknown e-mail and a wrong password, disabled
 * accounts refused. Every attempt leaves one audit row, without the password, and without the
 * e-mail when no account has it.
 */
export async function checkCredentials(db: Db, attempt: Attempt): Promise<SignInResult> {
  const keys = throttleKeys(attempt.email, attempt.ip);
  const action = attempt.action ?? 'signin';
  const record = (user: UserRow | undefined, outcome: 'success' | 'failure', reason?: string) =>
    audit(db, actorFor(user, attempt), {
      action,
      resourceType: 'user',
      resourceId: user?.id ?? null,
      outcome,
      detail: { method: 'password', ...(reason ? { reason } : {}) },
    });

  const retryAfter = await throttledFor(db, keys, SIGN_IN_LIMITS);
  if (retryAfter) {
    await record(undefined, 'failure', 'throttled');
    return { ok: false, status: 429, message: tryAgainInMessage(retryAfter), retryAfter };
  }

  const user = attempt.email.trim() ? await findUserByEmail(db, attempt.email) : undefined;
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), attempt.password);
  if (!user || !valid || !user.passwordHash) {
    await recordFailure(db, keys);
    await record(user, 'failure', user ? 'wrong-password' : 'unknown-account');
    return { ok: false, status: 401, message: messages.invalidCredentials };
  }
  if (!user.active) {
    // Only someone who knows the password learns that the account is disabled.
    await record(user, 'failure', 'disabled');
    return { ok: false, status: 403, message: messages.accountDisabled };
  }
  await clearFailures(db, keys);
  await record(user, 'success');
  return { ok: true, user };
}

function actorFor(user: UserRow | undefined, attempt: Attempt): Actor {
  return {
    subject: user?.subject ?? null,
    role: user ? roleOfRow(user) : null,
    centerId: user?.treatmentCenterId ?? null,
    ip: attempt.ip,
    requestId: attempt.requestId,
  };
}
