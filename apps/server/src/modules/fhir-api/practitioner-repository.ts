import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { StaffSource } from '../../fhir/practitioner';
import { staffOfCenter } from '../../identity/staff-members';

/** The SQL of the Practitioner resource: the center's staff (owners included), names and status only. */

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  active: users.active,
  updatedAt: users.updatedAt,
};

export async function findStaffMember(
  db: Db,
  centerId: string,
  id: string,
): Promise<StaffSource | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(staffOfCenter(centerId), eq(users.id, id)));
  return row;
}

/** One page of the center's staff in id order (limit + 1 rows: paging.ts). */
export function searchStaff(
  db: Db,
  centerId: string,
  after: string | undefined,
  limit: number,
): Promise<StaffSource[]> {
  return db
    .select(columns)
    .from(users)
    .where(and(staffOfCenter(centerId), after ? gt(users.id, after) : undefined))
    .orderBy(asc(users.id))
    .limit(limit + 1);
}
