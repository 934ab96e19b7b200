import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, reservedMemberships } from '../../db/schema/index';

export type ReservationRow = typeof reservedMemberships.$inferSelect;
/** The patient who claimed a reservation: their membership, in the same center. */
export type Claimer = { id: string; firstName: string; lastName: string; email: string | null };
type State = 'pending' | 'completed';

/** Every query is scoped by the caller's center; `centerId` always comes from the token. */
const inCenter = (centerId: string) => eq(reservedMemberships.treatmentCenterId, centerId);

export async function list(
  tx: Tx,
  centerId: string,
  options: { limit: number; offset: number; state: State | null },
): Promise<{ rows: { row: ReservationRow; claimer: Claimer | null }[]; total: number }> {
  const where = options.state
    ? and(inCenter(centerId), eq(reservedMemberships.state, options.state))
    : inCenter(centerId);
  const rows = await tx
    .select({
      row: reservedMemberships,
      claimer: {
        id: memberships.id,
        firstName: memberships.firstName,
        lastName: memberships.lastName,
        email: memberships.email,
      },
    })
    .from(reservedMemberships)
    .leftJoin(
      memberships,
      and(
        eq(memberships.id, reservedMemberships.membershipId),
        eq(memberships.treatmentCenterId, reservedMemberships.treatmentCenterId),
      ),
    )
    .where(where)
    .orderBy(desc(reservedMemberships.createdAt), desc(reservedMemberships.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx.select({ n: count() }).from(reservedMemberships).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function find(tx: Tx, centerId: string, id: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(reservedMemberships)
    .where(and(inCenter(centerId), eq(reservedMemberships.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Which of these (normalised) phones the center has already reserved. */
export async function takenPhones(tx: Tx, centerId: string, phones: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  // Chunked: a parameter list stays far below PostgreSQL's 65535-parameter limit.
  for (let i = 0; i < phones.length; i += 1000) {
    const chunk = phones.slice(i, i + 1000);
    const rows = await tx
      .select({ phone: reservedMemberships.phoneNumber })
      .from(reservedMemberships)
      .where(and(inCenter(centerId), inArray(reservedMemberships.phoneNumber, chunk)));
    for (const row of rows) taken.add(row.phone);
  }
  return taken;
}

export async function insert(
  tx: Tx,
  centerId: string,
  values: { phoneNumber: string; fbEmail: string | null },
): Promise<ReservationRow> {
  const [row] = await tx
    .insert(reservedMemberships)
    .values({ treatmentCenterId: centerId, phoneNumber: values.phoneNumber, fbEmail: values.fbEmail })
    .returning();
  if (!row) throw new Error('reservation insert returned nothing');
  return row;
}

export async function insertImported(
  tx: Tx,
  centerId: string,
  importId: string,
  rows: { phoneNumber: string; fbEmail: string | null }[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(reservedMemberships).values(
      rows.slice(i, i + 500).map((r) => ({
        treatmentCenterId: centerId,
        phoneNumber: r.phoneNumber,
        fbEmail: r.fbEmail,
        importId,
      })),
    );
  }
}

export async function update(
  tx: Tx,
  centerId: string,
  id: string,
  values: { phoneNumber: string; fbEmail?: string | null; email?: string | null },
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservedMemberships)
    .set(values)
    .where(and(inCenter(centerId), eq(reservedMemberships.id, id), eq(reservedMemberships.state, 'pending')))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, centerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(reservedMemberships)
    .where(and(inCenter(centerId), eq(reservedMemberships.id, id), eq(reservedMemberships.state, 'pending')))
    .returning({ id: reservedMemberships.id });
  return rows.length > 0;
}

/** Removes the still-pending rows of one import; claimed (completed) ones stay. */
export async function removeImport(tx: Tx, centerId: string, importId: string): Promise<number> {
  const rows = await tx
    .delete(reservedMemberships)
    .where(
      and(
        inCenter(centerId),
        eq(reservedMemberships.importId, importId),
        eq(reservedMemberships.state, 'pending'),
      ),
    )
    .returning({ id: reservedMemberships.id });
  return rows.length;
}
