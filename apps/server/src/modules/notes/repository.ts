import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tcenterNotes, users } from '../../db/schema/index';
import { membershipInCenter } from '../../db/scope';

export const membershipExists = (tx: Tx, centerId: string, membershipId: string) =>
  membershipInCenter(tx, centerId, membershipId);

export type NoteRow = typeof tcenterNotes.$inferSelect;

const scope = (centerId: string, membershipId: string) =>
  and(eq(tcenterNotes.treatmentCenterId, centerId), eq(tcenterNotes.membershipId, membershipId));

export const listNotes = (tx: Tx, centerId: string, membershipId: string) =>
  tx
    .select()
    .from(tcenterNotes)
    .where(scope(centerId, membershipId))
    .orderBy(desc(tcenterNotes.createdAt), desc(tcenterNotes.id));

export async function insertNote(tx: Tx, values: typeof tcenterNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(tcenterNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

export async function updateNote(
  tx: Tx,
  centerId: string,
  membershipId: string,
  noteId: string,
  values: Pick<NoteRow, 'content' | 'contentMobile' | 'updatedById'>,
): Promise<NoteRow | undefined> {
  const [row] = await tx
    .update(tcenterNotes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scope(centerId, membershipId), eq(tcenterNotes.id, noteId)))
    .returning();
  return row;
}

export async function deleteNote(tx: Tx, centerId: string, membershipId: string, noteId: string) {
  const rows = await tx
    .delete(tcenterNotes)
    .where(and(scope(centerId, membershipId), eq(tcenterNotes.id, noteId)))
    .returning({ id: tcenterNotes.id });
  return rows.length > 0;
}

export async function userName(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : '';
}
