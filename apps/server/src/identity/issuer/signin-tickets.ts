import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';
import { findUserBySubject, roleOfRow } from './accounts';

/**
 * The sign-in ticket an accepted invitation hands the new patient's browser (issue 21): the form
 * POST that accepted it proved the single-use invitation secret and has just set the password, so
 * the app's sign-in that follows need not ask for that password again. The cookie carries 256
 * random bits; the database keeps only their SHA-256, in the issuer's own one-time store
 * (oidc_payloads, swept when expired). Five minutes, one use, the patient-app client only.
 */
const MODEL = 'PatientSignInTicket';
export const SIGNIN_TICKET_COOKIE = 'patient_signin_ticket';
export const SIGNIN_TICKET_TTL_SECONDS = 300;
/** Only the issuer's login page ever receives it. */
export const SIGNIN_TICKET_PATH = '/login';

const hash = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

export function signInTicketCookie(ticket: string, secure: boolean, maxAge = SIGNIN_TICKET_TTL_SECONDS) {
  return `${SIGNIN_TICKET_COOKIE}=${ticket}; Path=${SIGNIN_TICKET_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A new ticket for this account (its subject); returns the secret for the cookie. */
export async function issueSignInTicket(db: Db, subject: string, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(oidcPayloads).values({
    model: MODEL,
    id: hash(ticket),
    payload: { accountId: subject },
    expiresAt: new Date(now.getTime() + SIGNIN_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/**
 * Uses the ticket up and returns its account's subject; undefined when it is unknown, expired or
 * already used. One conditional UPDATE, so two requests racing with the same ticket get one account.
 */
export async function redeemSignInTicket(db: Db, ticket: string): Promise<string | undefined> {
  if (!/^[\w-]{43}$/.test(ticket)) return undefined;
  const [row] = await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oidcPayloads.model, MODEL),
        eq(oidcPayloads.id, hash(ticket)),
        isNull(oidcPayloads.consumedAt),
        gt(oidcPayloads.expiresAt, new Date()),
      ),
    )
    .returning({ payload: oidcPayloads.payload });
  const accountId = (row?.payload as { accountId?: unknown } | undefined)?.accountId;
  return typeof accountId === 'string' ? accountId : undefined;
}

export interface TicketAttempt {
  ticket: string | undefined;
  /** The client of the interaction, and the patient app's client id (config). */
  clientId: unknown;
  patientClientId: string;
  ip: string;
  requestId: string;
}

/**
 * The account a login interaction may finish as without the password form: a valid ticket, for
 * the patient app's own sign-in, of an active patient account. Anything else: undefined (the form).
 * A ticket presented is used up whatever the outcome, so it never works twice.
 */
export async function accountOfTicket(db: Db, attempt: TicketAttempt): Promise<string | undefined> {
  if (!attempt.ticket) return undefined;
  const subject = await redeemSignInTicket(db, attempt.ticket);
  if (!subject || attempt.clientId !== attempt.patientClientId) return undefined;
  const user = await findUserBySubject(db, subject);
  if (!user?.active || !user.isPatient) return undefined;
  await audit(
    db,
    {
      subject: user.subject,
      role: roleOfRow(user),
      centerId: user.treatmentCenterId,
      ip: attempt.ip,
      requestId: attempt.requestId,
    },
    {
      action: 'signin',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'success',
      detail: { method: 'invitation_ticket' },
    },
  );
  return user.subject;
}
