import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkInReminders, memberships, pushSubscriptions, users } from '../../db/schema/index';

export async function userById(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Deletes a patient's sign-in account the way the law allows: the users row stays (history points
 * at it) but is disabled and anonymised (no e-mail, password, phone or name), the memberships are
 * marked and kept as the center's records, and the devices and reminders go.
 */
export async function deletePatientAccount(tx: Tx, userId: string, at: Date) {
  const marked = await tx
    .update(memberships)
    .set({ accountDeletedAt: at, updatedAt: at })
    .where(eq(memberships.userId, userId))
    .returning({ id: memberships.id });
  const ids = marked.map((m) => m.id);
  if (ids.length) {
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.membershipId, ids));
    await tx.delete(checkInReminders).where(inArray(checkInReminders.membershipId, ids));
  }
  await tx
    .update(users)
    .set({
      active: false,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      phone: null,
      firstName: '',
      lastName: '',
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  return ids;
}

/** The language a user chose ('en' | 'es'): what the server answers and sends them in. */
export async function setUserLanguage(tx: Tx, userId: string, language: string) {
  await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
