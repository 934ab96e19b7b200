import type { Language } from '@portal/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { treatmentCenters, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The issuer's account queries: users are looked up by subject or by e-mail (case-insensitive). */
export async function findUserBySubject(db: Tx, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.subject, subject)).limit(1);
  return row;
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function setPasswordHash(db: Tx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export interface NewOwner {
  centerName: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** The language the registration page was shown in (users.language). */
  language?: Language;
}

/** A new treatment center and its first owner, both still in the setup wizard. */
export async function insertCenterWithOwner(tx: Tx, owner: NewOwner): Promise<UserRow> {
  const [center] = await tx
    .insert(treatmentCenters)
    .values({ name: owner.centerName, wizard: true })
    .returning({ id: treatmentCenters.id });
  if (!center) throw new Error('center insert returned nothing');
  const [row] = await tx
    .insert(users)
    .values({
      subject: `portal|${crypto.randomUUID()}`,
      email: owner.email.trim(),
      passwordHash: owner.passwordHash,
      firstName: owner.firstName,
      lastName: owner.lastName,
      treatmentCenterId: center.id,
      isOwner: true,
      wizard: true,
      ...(owner.language ? { language: owner.language } : {}),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** The role word the audit trail records for a users row. */
export function roleOfRow(row: UserRow): string {
  if (row.isPatient) return 'patient';
  if (row.isSupport) return 'support';
  if (row.isExpert) return 'expert';
  if (row.isOwner) return 'owner';
  return 'staff';
}
