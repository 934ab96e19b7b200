import type { StaffMember } from '@portal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { toUserId } from './current-user';

type UserRow = typeof users.$inferSelect;

/**
 * The users of a center who are its staff (owners and staff members): not patients, not the
 * experts or support who only use the messages area.
 */
export const staffOfCenter = (centerId: string): SQL =>
  and(
    eq(users.treatmentCenterId, centerId),
    eq(users.isPatient, false),
    eq(users.isExpert, false),
    eq(users.isSupport, false),
  ) as SQL;

/** A users row as the staff member of spec §3 (`is_admin` = owner, `status` = active). */
export function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    auth0_id: toUserId(row.subject),
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    status: row.active,
    receiving_calls: row.receivingCalls,
    is_admin: row.isOwner,
  };
}

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505), through drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
