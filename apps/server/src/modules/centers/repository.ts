import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { centerSettings, dailyTasks, treatmentCenters, users } from '../../db/schema/index';
import { staffOfCenter } from '../../identity/staff-members';

export type CenterRow = typeof treatmentCenters.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The center, by the caller's own center id (never an id from the path or body). */
export async function findCenter(tx: Tx, centerId: string): Promise<CenterRow | undefined> {
  const [row] = await tx.select().from(treatmentCenters).where(eq(treatmentCenters.id, centerId));
  return row;
}

/** Owners first, then by name. */
export function listStaff(tx: Tx, centerId: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(staffOfCenter(centerId))
    .orderBy(desc(users.isOwner), asc(users.lastName), asc(users.firstName), asc(users.createdAt));
}

export interface CenterPatch {
  name?: string;
  logoKey?: string | null;
  timeZone?: string;
  /** Digits with the country code; null removes it. */
  phone?: string | null;
}

export async function updateCenter(
  tx: Tx,
  centerId: string,
  patch: CenterPatch,
): Promise<CenterRow | undefined> {
  const [row] = await tx
    .update(treatmentCenters)
    .set(patch)
    .where(eq(treatmentCenters.id, centerId))
    .returning();
  return row;
}

/**
 * The center's experts and support users, and the platform's fixed support and expert identities
 * (by subject, whatever center they belong to). Disabled accounts are left out.
 */
export function listExperts(tx: Tx, centerId: string, fixedSubjects: string[]): Promise<UserRow[]> {
  const ofCenter = and(
    eq(users.treatmentCenterId, centerId),
    or(eq(users.isExpert, true), eq(users.isSupport, true)),
  );
  return tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.active, true),
        eq(users.isPatient, false),
        fixedSubjects.length ? or(ofCenter, inArray(users.subject, fixedSubjects)) : ofCenter,
      ),
    )
    .orderBy(desc(users.isSupport), asc(users.lastName), asc(users.firstName));
}

/** Ends the wizard for the center and every user of it; returns the subjects whose flag was set. */
export async function clearWizard(tx: Tx, centerId: string): Promise<string[]> {
  await tx.update(treatmentCenters).set({ wizard: false }).where(eq(treatmentCenters.id, centerId));
  const cleared = await tx
    .update(users)
    .set({ wizard: false, updatedAt: new Date() })
    .where(and(eq(users.treatmentCenterId, centerId), eq(users.wizard, true)))
    .returning({ subject: users.subject });
  return cleared.map((r) => r.subject);
}

/**
 * Creates the center's daily tasks from its default settings when it has none yet (the wizard's
 * default tasks become the list the Tasks page manages). Returns how many were created.
 */
export async function createTasksFromDefaults(tx: Tx, centerId: string): Promise<number> {
  const [existing] = await tx
    .select({ n: count() })
    .from(dailyTasks)
    .where(eq(dailyTasks.treatmentCenterId, centerId));
  if ((existing?.n ?? 0) > 0) return 0;
  const [settings] = await tx
    .select({ defaultTasks: centerSettings.defaultTasks })
    .from(centerSettings)
    .where(eq(centerSettings.treatmentCenterId, centerId));
  const tasks = settings?.defaultTasks ?? [];
  if (!tasks.length) return 0;
  await tx.insert(dailyTasks).values(
    tasks.map((t, position) => ({
      treatmentCenterId: centerId,
      title: t.title,
      description: t.description,
      days: t.days,
      position,
    })),
  );
  return tasks.length;
}
