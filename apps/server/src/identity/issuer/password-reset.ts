import { createHash, randomBytes } from 'node:crypto';
import { type Actor, audit } from '../../audit/audit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../infra/mail/mailer';
import { hashPassword } from '../passwords';
import { findUserByEmail, findUserById, roleOfRow, setPasswordHash, type UserRow } from './accounts';
import { claimResetLink, endSessionsOf, isResetLinkUsable, replaceResetLink } from './reset-links';

export const RESET_TTL_MS = 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

type From = Pick<Actor, 'ip' | 'requestId'>;

const actorOfRow = (user: UserRow, from: From): Actor => ({
  ...from,
  subject: user.subject,
  role: roleOfRow(user),
  centerId: user.treatmentCenterId,
});

/**
 * Sends a single-use link to choose a new password, valid one hour, to an active account with this
 * e-mail. Only the link's hash is stored; an earlier unused link stops working. The caller answers
 * the same whether or not an account exists.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; config: Config },
  email: string,
  from: From,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.active) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await replaceResetLink(tx, user.id, digest(token), new Date(Date.now() + RESET_TTL_MS));
    await audit(tx, actorOfRow(user, from), {
      action: 'password.reset-requested',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'success',
    });
  });
  const link = `${deps.config.PUBLIC_URL}/forgot/reset?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Choose a new password for the Recovery Portal',
    kind: 'password-reset',
    treatmentCenterId: user.treatmentCenterId,
    text: `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset the password of your Recovery Portal account.\nChoose a new password here within one hour; the link works once:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone (hopefully you) asked to reset the password of your Recovery Portal account. Choose a new password within one hour; the link works once:</p><p><a href="${link}">Choose a new password</a></p><p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`,
  });
}

/** Whether a reset link can still be used (checked before showing the form). */
export const resetLinkUsable = (db: Db, token: string) => isResetLinkUsable(db, digest(token));

/**
 * Uses a reset link: claimed atomically (a second use finds it used), the new password stored, and
 * every session and refresh token of the account ended. False when the link is unknown, used or
 * expired.
 */
export async function completePasswordReset(db: Db, token: string, password: string, from: From) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await claimResetLink(tx, digest(token));
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) return false;
    await setPasswordHash(tx, user.id, passwordHash);
    await endSessionsOf(tx, user.subject);
    await audit(tx, actorOfRow(user, from), {
      action: 'password.reset',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'success',
    });
    return true;
  });
}

/** A new password for a user whose current one was just checked; every session of theirs ends. */
export async function changePassword(db: Db, user: UserRow, password: string, from: From): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endSessionsOf(tx, user.subject);
    await audit(tx, actorOfRow(user, from), {
      action: 'password.change',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'success',
    });
  });
}
