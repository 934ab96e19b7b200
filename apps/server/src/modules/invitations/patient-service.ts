import { type AcceptInvitationBody, messages } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { type Actor, audit } from '../../audit/audit';
import { centerDay } from '../../db/center-day';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { IdentityAdmin } from '../../identity/admin/index';
import { toUserId } from '../../identity/current-user';
import { createPatientAccount, membershipOfUser, patientActor, signupResult } from '../../identity/patients';
import * as repo from './patient-repository';
import { consumeInvitation, findInvitation } from './service';

export interface AcceptDeps {
  db: Db;
  identityAdmin: IdentityAdmin;
}

/** A used, replaced or expired link: 410 Gone, the same answer for a link that never existed. */
export const linkInvalid = () =>
  new HttpError(410, messages.invitationLinkInvalid, [
    { field: 'token', message: messages.invitationLinkInvalid },
  ]);

/**
 * The patient accepts an e-mail invitation: their account (the invitation's e-mail, is_patient, the
 * center), the membership active from the center's today and linked to the account, the link used
 * up and the audit rows, all in one transaction. A link that does not work changes nothing.
 */
export async function acceptInvitation(
  deps: AcceptDeps,
  from: Pick<Actor, 'ip' | 'requestId'>,
  body: AcceptInvitationBody,
  now = new Date(),
  /** The language the accepting page was shown in; absent (the app's call): the center's default. */
  language?: Language,
) {
  // Checked first, so a dead link costs no password hash and creates no provider account.
  const invited = await findInvitation(deps.db, body.token, now);
  if (!invited) {
    await audit(
      deps.db,
      { subject: null, role: null, centerId: null, ...from },
      {
        action: 'invitation.accept',
        resourceType: 'membership',
        outcome: 'failure',
        detail: { reason: 'link_invalid' },
      },
    );
    throw linkInvalid();
  }
  const centerId = invited.treatmentCenterId;
  return createPatientAccount(
    deps,
    {
      centerId,
      email: invited.email,
      password: body.password,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: invited.phoneNumber,
      ...(language ? { language } : {}),
    },
    async (tx, user) => {
      const membership = await consumeInvitation(tx, body.token, now);
      if (!membership || membership.id !== invited.id) throw linkInvalid();
      const day = await centerDay(tx, centerId, now);
      if (!day) throw linkInvalid();
      const activated = await repo.activateInvitedMembership(tx, {
        centerId,
        membershipId: membership.id,
        userId: user.id,
        externalId: toUserId(user.subject),
        firstName: body.first_name,
        lastName: body.last_name,
        firstDay: day.today,
      });
      if (!activated) throw linkInvalid();
      const actor = patientActor(user, from);
      await audit(tx, actor, {
        action: 'patient.account.create',
        resourceType: 'user',
        resourceId: user.id,
        outcome: 'success',
        detail: { via: 'invitation' },
      });
      await audit(tx, actor, {
        action: 'invitation.accept',
        resourceType: 'membership',
        resourceId: membership.id,
        outcome: 'success',
        detail: { status: { from: 'invited', to: 'active' }, first_day: day.today },
      });
      const context = await membershipOfUser(tx, user.id, centerId, now);
      if (!context) throw new Error('accepted membership not found');
      return signupResult(context, user);
    },
  );
}
