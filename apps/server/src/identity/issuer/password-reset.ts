import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@portal/i18n';
import type { OutgoingTextKey } from '@portal/i18n/texts/outgoing';
import { type Actor, audit } from '../../audit/audit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storedLanguage } from '../../http/language';
import type { Mailer } from '../../infra/mail/mailer';
import { mailGreeting, outgoingText } from '../../infra/outgoing-texts';
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
 * e-mail, in the account's language (else `fallback`: the language of the page the request came
 * from). Only the link's hash is stored; an earlier unused link stops working. The caller answers
 * the same whether or not an account exists.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; config: Config },
  email: string,
  from: From,
  fallback: Language = 'en',
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
  const lang = storedLanguage(user.language) ?? fallback;
  // A Spanish mail's link opens the page in Spanish too; English links are as they always were.
  const link = `${deps.config.PUBLIC_URL}/forgot/reset?token=${token}${lang === 'en' ? '' : `&ui_locales=${lang}`}`;
  const say = (key: OutgoingTextKey) => outgoingText(lang, key);
  const greeting = mailGreeting(lang, user.firstName);
  await deps.mailer.send({
    to: user.email,
    subject: say('mail.resetSubject'),
    kind: 'password-reset',
    treatmentCenterId: user.treatmentCenterId,
    text: `${greeting}\n\n${say('mail.resetAsked')}\n${say('mail.resetChoose')}\n\n${link}\n\n${say('mail.resetIgnore')}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(say('mail.resetAsked'))} ${escapeHtml(say('mail.resetChoose'))}</p><p><a href="${link}">${escapeHtml(say('mail.resetLink'))}</a></p><p>${escapeHtml(say('mail.resetIgnore'))}</p>`,
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
