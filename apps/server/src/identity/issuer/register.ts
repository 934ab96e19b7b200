import type { Language } from '@portal/i18n';
import { type Actor, audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { hashPassword } from '../passwords';
import { findUserByEmail, insertCenterWithOwner, type UserRow } from './accounts';
import type { RegisterInput } from './validation';

/**
 * A new owner registers: a new treatment center and its owner (in the language the page was shown
 * in), both flagged for the setup wizard, in one transaction with their audit rows. Null when the e-mail is already taken.
 */
export async function registerOwner(
  db: Db,
  input: RegisterInput & { language?: Language },
  from: Pick<Actor, 'ip' | 'requestId'>,
): Promise<UserRow | null> {
  if (await findUserByEmail(db, input.email)) return null;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertCenterWithOwner(tx, {
        centerName: input.center_name.trim(),
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        email: input.email.trim(),
        passwordHash,
        ...(input.language ? { language: input.language } : {}),
      });
      const actor: Actor = {
        ...from,
        subject: user.subject,
        role: 'owner',
        centerId: user.treatmentCenterId,
      };
      await audit(tx, actor, {
        action: 'center.register',
        resourceType: 'treatment_center',
        resourceId: user.treatmentCenterId,
        outcome: 'success',
      });
      await audit(tx, actor, {
        action: 'signin',
        resourceType: 'user',
        resourceId: user.id,
        outcome: 'success',
        detail: { method: 'register' },
      });
      return user;
    });
  } catch (err) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** PostgreSQL's unique violation (23505), as pg and PGlite raise it; drizzle may wrap it in `cause`. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
