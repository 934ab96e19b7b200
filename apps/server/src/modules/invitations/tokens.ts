import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@portal/contracts';
import type { Language } from '@portal/i18n';

/** 256 random bits, URL-safe: the secret the invitation link carries. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. A plain hash suffices: the token is high-entropy. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const invitationExpiry = (from = new Date()) =>
  new Date(from.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

/**
 * The link in the e-mail. The token rides in the fragment, which browsers never send to a server,
 * so it stays out of access logs, proxies and Referer headers; the accept page reads it client-side.
 * A Spanish mail's link asks for the page in Spanish (`?ui_locales=es`); English links are unchanged,
 * so a center left on its default English lets the invitee's browser choose.
 */
export const invitationLink = (publicUrl: string, token: string, language: Language = 'en') =>
  `${publicUrl}/accept-invitation${language === 'en' ? '' : `?ui_locales=${language}`}#token=${token}`;
