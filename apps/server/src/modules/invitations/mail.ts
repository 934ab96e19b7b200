import { INVITATION_TTL_DAYS } from '@portal/contracts';
import type { MailMessage } from '../../infra/mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The invitation e-mail: who invites, the single-use link, and when it stops working. */
export function invitationMail(input: {
  to: string;
  firstName: string;
  centerName: string;
  centerId: string;
  membershipId: string;
  link: string;
  token: string;
  expiresAt: Date;
}): MailMessage {
  const center = input.centerName || 'Your treatment center';
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const expires = input.expiresAt.toUTCString();
  const text = [
    greeting,
    '',
    `${center} invited you to the recovery app. Create your account with this link:`,
    '',
    input.link,
    '',
    `The link works once and expires in ${INVITATION_TTL_DAYS} days (${expires}).`,
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(center)} invited you to the recovery app. Create your account with this link:</p>
<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>
<p>The link works once and expires in ${INVITATION_TTL_DAYS} days (${escapeHtml(expires)}).</p>
<p>If you did not expect this e-mail, you can ignore it.</p>`;
  return {
    to: input.to,
    // A neutral subject: an inbox preview must not reveal a treatment relationship.
    subject: 'Your invitation to the recovery app',
    text,
    html,
    kind: 'invitation',
    treatmentCenterId: input.centerId,
    meta: { membershipId: input.membershipId },
    secrets: [input.token],
  };
}
