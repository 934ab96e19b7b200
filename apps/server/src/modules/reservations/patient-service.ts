import { type ClaimReservationBody, messages } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { centerDay } from '../../db/center-day';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, HttpError, tooManyRequests } from '../../http/errors';
import type { IdentityAdmin } from '../../identity/admin/index';
import { toUserId } from '../../identity/current-user';
import { createPatientAccount, membershipOfUser, patientActor, signupResult } from '../../identity/patients';
import { ADDRESS_LIMITS, recordFailure, throttledFor } from '../../identity/throttle';
import * as repo from './patient-repository';
import { CODE_LIMITS, CODE_MAX_ATTEMPTS, checkPhoneCode, codeInvalid } from './phone-code';
import { useCode } from './phone-code-repository';

/**
 * Failed claims in the sign-in throttle's window (15 minutes): per phone, what its codes allow (so
 * this never refuses before they do); per address, like sign-ins, by the phones tried.
 */
const CLAIM_LIMITS = { perIdentifier: CODE_LIMITS.perIdentifier * CODE_MAX_ATTEMPTS, ...ADDRESS_LIMITS };

export interface ClaimDeps {
  db: Db;
  identityAdmin: IdentityAdmin;
}

const notReserved = () =>
  new HttpError(404, messages.reservationNotFound, [
    { field: 'phone_number', message: messages.reservationNotFound },
  ]);

const alreadyMember = () =>
  conflict(messages.invitationDuplicate, [{ field: 'email', message: messages.invitationDuplicate }]);

/**
 * A patient signs up with the phone number their center reserved and the code sent to it by SMS
 * (phone-code.ts; used up in the same transaction): the account, an active
 * membership (first day = the center's today) and the reservation completed with it, in one
 * transaction. An unknown or already claimed phone changes nothing.
 */
export async function claimReservation(
  deps: ClaimDeps,
  from: Pick<Actor, 'ip' | 'requestId'>,
  body: ClaimReservationBody,
  now = new Date(),
) {
  // Whether a phone is reserved is itself sensitive (it says someone is in treatment): failed
  // claims are limited per client address, like sign-ins, so numbers cannot be probed in bulk.
  const keys = {
    identifier: `claim:phone:${body.phone_number}`,
    address: from.ip ? `claim:ip:${from.ip}` : null,
  };
  const wait = await throttledFor(deps.db, keys, CLAIM_LIMITS);
  if (wait) throw tooManyRequests(wait);
  const failed = async (reason: string) => {
    await recordFailure(deps.db, keys);
    await audit(
      deps.db,
      { subject: null, role: null, centerId: null, ...from },
      {
        action: 'reservation.claim',
        resourceType: 'reserved_membership',
        outcome: 'failure',
        detail: { reason },
      },
    );
  };
  // Only the phone's holder has its code (SMS): knowing a reserved number is not enough.
  let codeId: string;
  try {
    codeId = await checkPhoneCode(deps.db, body.phone_number, body.code, now);
  } catch (error) {
    await failed('wrong_code');
    throw error;
  }
  const pending = await repo.pendingByPhone(deps.db, body.phone_number);
  if (pending.length === 0) {
    await failed('not_reserved');
    throw notReserved();
  }
  if (pending.length > 1) {
    await failed('ambiguous');
    throw conflict(messages.reservationAmbiguous, [
      { field: 'phone_number', message: messages.reservationAmbiguous },
    ]);
  }
  const [reservation] = pending;
  if (!reservation) throw notReserved();
  const centerId = reservation.treatmentCenterId;
  if (await repo.emailInCenter(deps.db, centerId, body.email)) throw alreadyMember();
  try {
    return await createPatientAccount(
      deps,
      {
        centerId,
        email: body.email,
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: reservation.phoneNumber,
        ...(body.language ? { language: body.language } : {}),
      },
      async (tx, user) => {
        if (!(await useCode(tx, codeId, now))) throw codeInvalid();
        const day = await centerDay(tx, centerId, now);
        if (!day) throw notReserved();
        const membershipId = await repo.insertActiveMembership(tx, {
          centerId,
          userId: user.id,
          externalId: toUserId(user.subject),
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: reservation.phoneNumber,
          fbEmail: reservation.fbEmail,
          firstDay: day.today,
        });
        if (!(await repo.completeReservation(tx, centerId, reservation.id, membershipId, now))) {
          throw notReserved();
        }
        const actor = patientActor(user, from);
        await audit(tx, actor, {
          action: 'patient.account.create',
          resourceType: 'user',
          resourceId: user.id,
          outcome: 'success',
          detail: { via: 'reservation' },
        });
        await audit(tx, actor, {
          action: 'reservation.claim',
          resourceType: 'reserved_membership',
          resourceId: reservation.id,
          outcome: 'success',
          detail: { membership_id: membershipId, first_day: day.today },
        });
        const context = await membershipOfUser(tx, user.id, centerId, now);
        if (!context) throw new Error('claimed membership not found');
        return signupResult(context, user);
      },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'memberships_center_email_key')) throw alreadyMember();
    throw error;
  }
}
