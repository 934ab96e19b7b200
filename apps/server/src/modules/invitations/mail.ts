import { INVITATION_TTL_DAYS } from '@portal/contracts';
import { intlLocale, type Language } from '@portal/i18n';
import type { MailMessage } from '../../infra/mail/mailer';
import { mailGreeting, outgoingText } from '../../infra/outgoing-texts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** When the link expires, in the mail's language (UTC: the mail does not know the reader's zone). */
const expiryOf = (lang: Language, at: Date) =>
  lang === 'en'
    ? at.toUTCString()
    : `${new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/**
 * The invitation e-mail, in the invitee's language (the center's default: they have no account
 * yet): who invites, the single-use link, and when it stops working.
 */
export function invitationMail(input: {
  language: Language;
  to: string;
  firstName: string;
  centerName: string;
  centerId: string;
  membershipId: string;
  link: string;
  token: string;
  expiresAt: Date;
}): MailMessage {
  const lang = input.language;
  const say = (key: Parameters<typeof outgoingText>[1], values?: Record<string, unknown>) =>
    outgoingText(lang, key, values);
  const center = input.centerName || say('mail.invitationCenterFallback');
  const greeting = mailGreeting(lang, input.firstName);
  const invited = say('mail.invitationInvited', { center });
  const expires = say('mail.invitationExpires', {
    days: INVITATION_TTL_DAYS,
    expires: expiryOf(lang, input.expiresAt),
  });
  const ignore = say('mail.invitationIgnore');
  const text = [greeting, '', invited, '', input.link, '', expires, ignore].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(invited)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(say('mail.invitationAccept'))}</a></p>
<p>${escapeHtml(expires)}</p>
<p>${escapeHtml(ignore)}</p>`;
  return {
    to: input.to,
    // A neutral subject: an inbox preview must not reveal a treatment relationship.
    subject: say('mail.invitationSubject'),
    text,
    html,
    kind: 'invitation',
    treatmentCenterId: input.centerId,
    meta: { membershipId: input.membershipId },
    secrets: [input.token],
  };
}
