import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { treatmentCenters, users } from '../../db/schema/index';
import { staffOfCenter } from '../../identity/staff-members';

export type UserRow = typeof users.$inferSelect;

export async function emailInUse(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return !!row;
}

export interface NewStaff {
  centerId: string;
  subject: string;
  passwordHash: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  active: boolean;
  receivingCalls: boolean;
  isOwner: boolean;
}

export async function insertStaff(tx: Tx, s: NewStaff): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      subject: s.subject,
      email: s.email,
      passwordHash: s.passwordHash,
      firstName: s.firstName,
      lastName: s.lastName,
      phone: s.phone,
      treatmentCenterId: s.centerId,
      isOwner: s.isOwner,
      active: s.active,
      receivingCalls: s.receivingCalls,
    })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

/**
 * Serialises changes to a center's owner seats: two owners demoting each other at once must not
 * both succeed and leave the center without an owner.
 */
export async function lockCenter(tx: Tx, centerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: treatmentCenters.id })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId))
    .for('update');
  return rows.length > 0;
}

/** A staff member (owner or staff) of the center; other users and other centers' users are not found. */
export async function findStaff(tx: Tx, centerId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), staffOfCenter(centerId)));
  return row;
}

/** Active owners of the center other than `exceptId`. */
export async function countOtherActiveOwners(tx: Tx, centerId: string, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(staffOfCenter(centerId), eq(users.isOwner, true), eq(users.active, true), ne(users.id, exceptId)),
    );
  return row?.n ?? 0;
}

export interface StaffPatch {
  firstName: string;
  lastName: string;
  phone: string;
  active: boolean;
  receivingCalls: boolean;
  isOwner: boolean;
}

export async function updateStaff(tx: Tx, centerId: string, id: string, patch: StaffPatch): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, id), staffOfCenter(centerId)))
    .returning();
  if (!row) throw new Error('staff update returned nothing');
  return row;
}
