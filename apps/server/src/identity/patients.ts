import { messages, type PatientMembership } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../audit/audit';
import { centerDay } from '../db/center-day';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { centerSettings, memberships, treatmentCenters, users } from '../db/schema/index';
import { forbidden } from '../http/errors';
import { storedLanguage } from '../http/language';
import { emailTakenError, providerHttpError } from './admin/http-errors';
import type { IdentityAdmin } from './admin/index';
import { type CurrentUser, toUserId } from './current-user';

/**
 * What the patient API shares across modules (decisions.md §1): creating a patient's sign-in
 * account, and finding the caller's own membership. A patient acts only on the membership whose
 * `user_id` is their users row in the center of their token; nothing in a path or body can point
 * at another patient.
 */

type UserRow = typeof users.$inferSelect;

export interface NewPatientAccount {
  centerId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Chosen in the app before joining; absent: the center's default language (else English). */
  language?: Language;
}

export interface PatientAccountDeps {
  db: Db;
  identityAdmin: IdentityAdmin;
  log?: FastifyBaseLogger;
}

const emailTaken = () => emailTakenError(messages.patientEmailTaken);
const fromProvider = (error: unknown) => providerHttpError(error, messages.patientEmailTaken);

export async function emailInUse(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return !!row;
}

/**
 * Creates a patient's account: at the identity provider first (embedded: a subject and an argon2id
 * hash, nothing remote), then the users row (is_patient, the center) and whatever `finish` does
 * (activate the membership, use the link up, audit) in ONE transaction. If `finish` refuses, nothing
 * is saved; an account an external provider created meanwhile is deleted again.
 */
export async function createPatientAccount<T>(
  deps: PatientAccountDeps,
  input: NewPatientAccount,
  finish: (tx: Tx, user: UserRow) => Promise<T>,
): Promise<T> {
  if (await emailInUse(deps.db, input.email)) throw emailTaken();
  const account = await deps.identityAdmin
    .createAccount({
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      metadata: {
        treatment_center_id: input.centerId,
        is_owner: false,
        support: false,
        is_expert: false,
        wizard: false,
        patient: true,
      },
    })
    .catch((error: unknown) => {
      throw fromProvider(error);
    });
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          subject: account.subject,
          email: input.email,
          passwordHash: account.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          treatmentCenterId: input.centerId,
          isPatient: true,
          language: input.language ?? (await centerDefaultLanguage(tx, input.centerId)),
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      return finish(tx, user);
    });
  } catch (error) {
    if (deps.identityAdmin.kind !== 'embedded') {
      await deps.identityAdmin
        .deleteAccount(account.subject)
        .catch((e: unknown) => deps.log?.warn({ err: e }, 'patient account left at the identity provider'));
    }
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

/** A center's language for new patients and invitations: its default settings', else English. */
export async function centerDefaultLanguage(tx: Tx, centerId: string): Promise<Language> {
  const [row] = await tx
    .select({ language: centerSettings.defaultLanguage })
    .from(centerSettings)
    .where(eq(centerSettings.treatmentCenterId, centerId));
  return storedLanguage(row?.language) ?? 'en';
}

/** The actor of a patient who has just been created (the sign-up calls carry no token yet). */
export const patientActor = (user: UserRow, from: Pick<Actor, 'ip' | 'requestId'>): Actor => ({
  subject: user.subject,
  role: 'patient',
  centerId: user.treatmentCenterId,
  ip: from.ip,
  requestId: from.requestId,
});

/** The caller's own membership with the center's local today. */
export interface PatientContext {
  id: string;
  centerId: string;
  centerName: string;
  /** The center's phone for patients, or null when it has none. */
  centerPhone: string | null;
  status: PatientMembership['status'];
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  firstDay: string | null;
  timeZone: string;
  today: string;
  /** The patient's chosen language (users.language); null = none chosen. */
  language: Language | null;
}

/** Finds the membership of a patient user in a center (sign-up and patient calls alike). */
export async function membershipOfUser(
  tx: Tx,
  userId: string,
  centerId: string,
  now = new Date(),
): Promise<PatientContext | null> {
  const [row] = await tx
    .select({
      id: memberships.id,
      centerId: memberships.treatmentCenterId,
      centerName: treatmentCenters.name,
      centerPhone: treatmentCenters.phone,
      status: memberships.status,
      userId: memberships.userId,
      email: memberships.email,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      phoneNumber: memberships.phoneNumber,
      firstDay: memberships.firstDay,
      language: users.language,
    })
    .from(memberships)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, memberships.treatmentCenterId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.treatmentCenterId, centerId)))
    .orderBy(sql`${memberships.status} = 'active' desc`, sql`${memberships.createdAt} desc`)
    .limit(1);
  if (!row?.userId) return null;
  const day = await centerDay(tx, centerId, now);
  if (!day) return null;
  return {
    ...row,
    userId: row.userId,
    status: row.status as PatientContext['status'],
    language: storedLanguage(row.language),
    timeZone: day.timeZone,
    today: day.today,
  };
}

/**
 * The calling patient's membership. A patient token without one (an account whose membership was
 * deleted) is refused; so is acting while invited or inactive when `acting` is asked for: active
 * patients and alumni use the app, an inactive membership only reads.
 */
export async function patientOf(
  tx: Tx,
  user: CurrentUser,
  options: { acting?: boolean; now?: Date } = {},
): Promise<PatientContext> {
  if (!user.isPatient || !user.centerId) throw forbidden();
  const m = await membershipOfUser(tx, user.userId, user.centerId, options.now);
  if (!m) throw forbidden(messages.patientNotActive);
  if (options.acting && m.status !== 'active' && m.status !== 'alumni') {
    throw forbidden(messages.patientNotActive);
  }
  return m;
}

export const toPatientMembership = (m: PatientContext): PatientMembership => ({
  id: m.id,
  treatment_center_id: m.centerId,
  treatment_center_name: m.centerName,
  treatment_center_phone: m.centerPhone,
  status: m.status,
  first_name: m.firstName,
  last_name: m.lastName,
  email: m.email,
  first_day: m.firstDay,
  today: m.today,
  time_zone: m.timeZone,
  language: m.language,
});

/** The sign-up answer: the membership and the account to sign in with. */
export const signupResult = (m: PatientContext, user: UserRow) => ({
  membership: toPatientMembership(m),
  account: { email: user.email, external_id: toUserId(user.subject) },
});
