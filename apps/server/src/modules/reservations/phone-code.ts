import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { messages, type PhoneCodeBody } from '@portal/contracts';
import { type Language, negotiate } from '@portal/i18n';
import type { FastifyRequest } from 'fastify';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { HttpError, tooManyRequests } from '../../http/errors';
import { loadRandomKeys } from '../../identity/keys';
import { centerDefaultLanguage } from '../../identity/patients';
import { ADDRESS_LIMITS, recordFailure, throttledFor } from '../../identity/throttle';
import { phoneCodeSms } from '../../infra/outgoing-texts';
import type { Sms } from '../../infra/sms/sms';
import * as repo from './patient-repository';
import * as codes from './phone-code-repository';

/** A code works for 10 minutes and for 5 guesses; a new one replaces it. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Code requests per phone in the sign-in throttle's 15-minute window; an address is limited like a
 * sign-in's, by the phones asked for (a clinic's patients may sign up behind one NAT).
 */
export const CODE_LIMITS = { perIdentifier: 3, ...ADDRESS_LIMITS };

export interface PhoneCodeDeps {
  db: Db;
  sms: Sms;
}

type From = Pick<Actor, 'ip' | 'requestId'>;

/** The language the app asks in (its Accept-Language), or null when the request names none. */
export const appLanguage = (request: Pick<FastifyRequest, 'headers'>): Language | null =>
  request.headers['accept-language'] ? negotiate(request.headers['accept-language']) : null;

export const codeInvalid = () =>
  new HttpError(422, messages.phoneCodeInvalid, [{ field: 'code', message: messages.phoneCodeInvalid }]);

async function digest(db: Db, phone: string, code: string): Promise<Buffer> {
  const [key = ''] = await loadRandomKeys(db, 'phone-code-hmac');
  return createHmac('sha256', key).update(`${phone}:${code}`).digest();
}

/**
 * Sends a one-time code to a reserved phone. The answer is the same for any phone (whether a phone
 * is reserved says someone is in treatment): only the phone's holder learns it, from the SMS.
 * Every request counts against the phone and the address, so neither can be flooded.
 */
export async function requestPhoneCode(
  deps: PhoneCodeDeps,
  from: From,
  body: PhoneCodeBody,
  now = new Date(),
  language: Language | null = null,
) {
  const phone = body.phone_number;
  const keys = { identifier: `code:phone:${phone}`, address: from.ip ? `code:ip:${from.ip}` : null };
  const wait = await throttledFor(deps.db, keys, CODE_LIMITS, now.getTime());
  if (wait) throw tooManyRequests(wait);
  await recordFailure(deps.db, keys);
  // Codes a day past their expiry go here: the table stays as small as the day's sign-ups.
  await codes.sweepCodes(deps.db, now);
  const pending = await repo.pendingByPhone(deps.db, phone);
  let outcome: 'sent' | 'not_reserved' | 'sms_failed' = 'not_reserved';
  if (pending.length > 0) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = (await digest(deps.db, phone, code)).toString('hex');
    await codes.replaceCode(deps.db, phone, hash, new Date(now.getTime() + CODE_TTL_MS), now);
    // The app's language (the person is using it now), else the reserving center's default.
    const lang =
      language ??
      (pending.length === 1 && pending[0]
        ? await centerDefaultLanguage(deps.db, pending[0].treatmentCenterId)
        : 'en');
    outcome = await deps.sms
      .send({ to: phone, body: phoneCodeSms(lang, code), kind: 'phone-code', secrets: [code] })
      .then(() => 'sent' as const)
      .catch(() => 'sms_failed' as const);
  }
  await audit(
    deps.db,
    {
      subject: null,
      role: null,
      centerId: pending.length === 1 ? (pending[0]?.treatmentCenterId ?? null) : null,
      ...from,
    },
    {
      action: 'reservation.code',
      resourceType: 'reserved_membership',
      resourceId: pending.length === 1 ? (pending[0]?.id ?? null) : null,
      outcome: outcome === 'sms_failed' ? 'failure' : 'success',
      detail: { outcome },
    },
  );
  return { message: messages.phoneCodeSent, expires_in_seconds: CODE_TTL_MS / 1000 };
}

/**
 * Checks a phone's code: the id of the live code when it matches; otherwise the guess is counted
 * (5 per code) and 422. The caller uses the code up in its own transaction (`useCode`).
 */
export async function checkPhoneCode(db: Db, phone: string, code: string, now = new Date()): Promise<string> {
  const live = await codes.liveCode(db, phone, CODE_MAX_ATTEMPTS, now);
  // The same HMAC work whether or not a code exists, so timing does not tell.
  const given = await digest(db, phone, code);
  if (!live) throw codeInvalid();
  const stored = Buffer.from(live.codeHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    await codes.countAttempt(db, live.id);
    throw codeInvalid();
  }
  return live.id;
}
