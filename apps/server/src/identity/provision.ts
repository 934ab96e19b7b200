import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { treatmentCenters, users } from '../db/schema/index';
import { toUserId } from './current-user';
import type { IdentityMetadata, TokenClaims } from './verifier';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * External issuer only: the first call of a subject we have never seen creates its users row from
 * the token (subject, e-mail claim if any, role flags), and the treatment center its metadata
 * names if this database does not have it yet (a new center starts in the wizard, as at
 * registration). Later calls find the row; roles keep coming from each token. Concurrent first
 * calls converge on one row (unique subject).
 */
export async function provisionExternalUser(db: Db, claims: TokenClaims, meta: IdentityMetadata) {
  const centerId =
    meta.treatment_center_id && UUID.test(meta.treatment_center_id) ? meta.treatment_center_id : null;
  if (centerId) {
    await db
      .insert(treatmentCenters)
      .values({ id: centerId, name: 'New treatment center', wizard: meta.wizard })
      .onConflictDoNothing();
  }
  const email = await usableEmail(db, claims);
  await db
    .insert(users)
    .values({
      subject: claims.sub,
      email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      treatmentCenterId: centerId,
      isOwner: meta.is_owner,
      isSupport: meta.support,
      isExpert: meta.is_expert,
      isPatient: meta.patient,
      wizard: meta.wizard,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.subject, claims.sub));
  return row;
}

/**
 * The token's e-mail when it has one that no other account uses (an e-mail is never used to link
 * accounts: the issuer may not have verified it); otherwise a placeholder derived from the subject.
 */
async function usableEmail(db: Db, claims: TokenClaims): Promise<string> {
  const placeholder = `${toUserId(claims.sub).replace(/[^\w.-]/g, '_')}@external.invalid`;
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified === false) return placeholder;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return taken ? placeholder : email;
}
