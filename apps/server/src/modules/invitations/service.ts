import { type BodyOf, type Membership, messages, type routes } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, audit } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { centerDefaultLanguage } from '../../identity/patients';
import type { Mailer } from '../../infra/mail/mailer';
import { invitationMail } from './mail';
import * as repo from './repository';
import { hashInvitationToken, invitationExpiry, invitationLink, newInvitationToken } from './tokens';

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

type InvitationBody = BodyOf<typeof routes.invitePatient>;

export function toMembership(row: repo.MembershipRow): Membership {
  return {
    id: row.id,
    external_id: row.externalId,
    status: row.status as Membership['status'],
    email: row.email,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    first_day: row.firstDay,
    addictions: row.addictions,
    created_at: row.createdAt.toISOString(),
    account_deleted_at: row.accountDeletedAt?.toISOString() ?? null,
  };
}

/** "Ana María López" -> first "Ana", last "María López". */
export function splitFullName(fullName: string) {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

const centerOf = (user: CurrentUser) => {
  // Staff access guarantees a center; this guards the type, not a reachable path.
  if (!user.centerId) throw notFound();
  return user.centerId;
};

const duplicate = () =>
  conflict(messages.invitationDuplicate, [{ field: 'email', message: messages.invitationDuplicate }]);

/**
 * Invites a patient by e-mail: an `invited` membership and a hashed single-use token, committed
 * with their audit row; then the e-mail. A second invitation of the same e-mail in the center is a
 * 409, never a second membership (checked, and enforced by the unique index under races).
 */
export async function invitePatient(
  deps: InvitationDeps,
  user: CurrentUser,
  actor: Actor,
  body: InvitationBody,
) {
  const centerId = centerOf(user);
  const { firstName, lastName } = splitFullName(body.full_name);
  const token = newInvitationToken();
  const expiresAt = invitationExpiry();
  let membership: repo.MembershipRow;
  try {
    membership = await deps.db.transaction(async (tx) => {
      if (await repo.findMembershipByEmail(tx, centerId, body.email)) throw duplicate();
      const row = await repo.insertInvitedMembership(tx, {
        centerId,
        email: body.email,
        firstName,
        lastName,
        phoneNumber: body.phone_number ?? null,
        fbEmail: body.fb_email ?? null,
      });
      await repo.insertToken(tx, {
        centerId,
        membershipId: row.id,
        tokenHash: hashInvitationToken(token),
        expiresAt,
        createdBy: user.userId,
      });
      await audit(tx, actor, {
        action: 'invitation.create',
        resourceType: 'membership',
        resourceId: row.id,
        outcome: 'success',
        detail: { fields: presentFields(body), expires_at: expiresAt.toISOString() },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'memberships_center_email_key')) throw duplicate();
    throw err;
  }
  await deliver(deps, actor, membership, token, expiresAt);
  return { membership: toMembership(membership) };
}

/** Sends the invitation again with a new link; every earlier link of the patient stops working. */
export async function resendInvitation(deps: InvitationDeps, user: CurrentUser, actor: Actor, id: string) {
  const centerId = centerOf(user);
  const token = newInvitationToken();
  const expiresAt = invitationExpiry();
  const membership = await deps.db.transaction(async (tx) => {
    const row = await repo.findMembership(tx, centerId, id, { lock: true });
    if (!row) throw notFound();
    if (row.status !== 'invited') throw unprocessable(messages.invitationNotPending);
    await repo.revokeOpenTokens(tx, centerId, id, new Date());
    await repo.insertToken(tx, {
      centerId,
      membershipId: id,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      createdBy: user.userId,
    });
    await audit(tx, actor, {
      action: 'invitation.resend',
      resourceType: 'membership',
      resourceId: id,
      outcome: 'success',
      detail: { expires_at: expiresAt.toISOString() },
    });
    return row;
  });
  await deliver(deps, actor, membership, token, expiresAt);
  return { message: messages.invitationSent };
}

/**
 * The invited membership a link points at, if the link still works (not used, not replaced, not
 * expired, the patient still invited). Does not use the link up: for showing the accept page.
 */
export async function findInvitation(tx: Tx, token: string, now = new Date()) {
  if (!plausibleToken(token)) return null;
  return repo.findByUsableToken(tx, hashInvitationToken(token), now);
}

/**
 * Uses an invitation link up and returns its membership, or null when the link does not work.
 * Exactly one of concurrent attempts succeeds. The caller (the accept endpoint) passes its own
 * transaction, so creating the account, activating the membership and using the link commit
 * together, and writes the audit row.
 */
export async function consumeInvitation(tx: Tx, token: string, now = new Date()) {
  const membership = await findInvitation(tx, token, now);
  if (!membership) return null;
  const used = await repo.consumeToken(tx, hashInvitationToken(token), now);
  return used ? membership : null;
}

const plausibleToken = (token: string) => typeof token === 'string' && /^[\w-]{20,128}$/.test(token);

const presentFields = (body: InvitationBody) =>
  (['email', 'full_name', 'phone_number', 'fb_email'] as const).filter(
    (f) => body[f] != null && body[f] !== '',
  );

/**
 * Sends the e-mail after the commit (a mail server is never waited on inside a transaction). If
 * delivery fails the invitation stays (it is in the patient list) and the caller is told to send it
 * again; the failure is audited.
 */
async function deliver(
  deps: InvitationDeps,
  actor: Actor,
  membership: repo.MembershipRow,
  token: string,
  expiresAt: Date,
) {
  const centerName = await repo.centerName(deps.db, membership.treatmentCenterId);
  // The invitee has no account yet, so no language of their own: the center's default for patients.
  const language = await centerDefaultLanguage(deps.db, membership.treatmentCenterId);
  try {
    await deps.mailer.send(
      invitationMail({
        language,
        to: membership.email,
        firstName: membership.firstName,
        centerName,
        centerId: membership.treatmentCenterId,
        membershipId: membership.id,
        link: invitationLink(deps.publicUrl, token, language),
        token,
        expiresAt,
      }),
    );
  } catch (err) {
    deps.log?.error({ err, membershipId: membership.id }, 'invitation e-mail not delivered');
    await audit(deps.db, actor, {
      action: 'invitation.email',
      resourceType: 'membership',
      resourceId: membership.id,
      outcome: 'failure',
    });
    throw new HttpError(502, messages.invitationMailFailed);
  }
}
