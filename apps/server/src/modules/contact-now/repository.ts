import { aliasedTable, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contactRequests, memberships, users } from '../../db/schema/index';
import { membershipInCenter } from '../../db/scope';

export const membershipExists = (tx: Tx, centerId: string, membershipId: string) =>
  membershipInCenter(tx, centerId, membershipId, { lock: true });

export type Status = 'open' | 'handled';

export interface RequestRow {
  id: string;
  membershipId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: Date;
  handledAt: Date | null;
  handlerId: string | null;
  handlerFirstName: string | null;
  handlerLastName: string | null;
  handlerEmail: string | null;
}

const handler = aliasedTable(users, 'handler');

function selectRequests(tx: Tx) {
  return tx
    .select({
      id: contactRequests.id,
      membershipId: contactRequests.membershipId,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      email: memberships.email,
      // The number the patient asked to be called on, else the one on their membership.
      phone: sql<string | null>`coalesce(${contactRequests.phone}, ${memberships.phoneNumber})`,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
      handledAt: contactRequests.handledAt,
      handlerId: handler.id,
      handlerFirstName: handler.firstName,
      handlerLastName: handler.lastName,
      handlerEmail: handler.email,
    })
    .from(contactRequests)
    .innerJoin(memberships, eq(memberships.id, contactRequests.membershipId))
    .leftJoin(handler, eq(handler.id, contactRequests.handledBy));
}

/** Open requests oldest first (who waited longest); handled ones most recently handled first. */
export async function listRequests(
  tx: Tx,
  centerId: string,
  status: Status,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = and(eq(contactRequests.treatmentCenterId, centerId), eq(contactRequests.status, status));
  const order =
    status === 'open'
      ? [asc(contactRequests.createdAt), asc(contactRequests.id)]
      : [desc(contactRequests.handledAt), desc(contactRequests.id)];
  const rows = await selectRequests(tx)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(contactRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findRequest(tx: Tx, centerId: string, id: string): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(tx).where(
    and(eq(contactRequests.treatmentCenterId, centerId), eq(contactRequests.id, id)),
  );
  return row;
}

/** Marks an open request handled; false when it is not open (already handled, or not this center's). */
export async function markHandled(tx: Tx, centerId: string, id: string, userId: string): Promise<boolean> {
  const rows = await tx
    .update(contactRequests)
    .set({ status: 'handled', handledBy: userId, handledAt: sql`now()` })
    .where(
      and(
        eq(contactRequests.treatmentCenterId, centerId),
        eq(contactRequests.id, id),
        eq(contactRequests.status, 'open'),
      ),
    )
    .returning({ id: contactRequests.id });
  return rows.length === 1;
}

export async function openRequestOf(
  tx: Tx,
  centerId: string,
  membershipId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.treatmentCenterId, centerId),
        eq(contactRequests.membershipId, membershipId),
        eq(contactRequests.status, 'open'),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function insertRequest(
  tx: Tx,
  centerId: string,
  membershipId: string,
  phone: string | null,
): Promise<string> {
  const [row] = await tx
    .insert(contactRequests)
    .values({ treatmentCenterId: centerId, membershipId, phone })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error('contact request insert returned nothing');
  return row.id;
}

/** Active staff members and owners of the center who take calls (users.receiving_calls). */
export async function receivingCallsUserIds(tx: Tx, centerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.treatmentCenterId, centerId),
        eq(users.receivingCalls, true),
        eq(users.active, true),
        eq(users.isPatient, false),
        eq(users.isExpert, false),
        eq(users.isSupport, false),
      ),
    );
  return rows.map((r) => r.id);
}

/** A patient's latest request, open or handled (the app's "contact now" screen). */
export async function latestRequestOf(tx: Tx, centerId: string, membershipId: string) {
  const [row] = await tx
    .select({
      id: contactRequests.id,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
      handledAt: contactRequests.handledAt,
    })
    .from(contactRequests)
    .where(
      and(eq(contactRequests.treatmentCenterId, centerId), eq(contactRequests.membershipId, membershipId)),
    )
    .orderBy(desc(contactRequests.createdAt))
    .limit(1);
  return row;
}

/** The sign-in account of the patient who asked (null while they have none). */
export async function patientUserOf(tx: Tx, centerId: string, requestId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: memberships.userId })
    .from(contactRequests)
    .innerJoin(memberships, eq(memberships.id, contactRequests.membershipId))
    .where(and(eq(contactRequests.treatmentCenterId, centerId), eq(contactRequests.id, requestId)));
  return row?.userId ?? null;
}
