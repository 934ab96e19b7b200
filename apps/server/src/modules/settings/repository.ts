import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DefaultTaskRow } from '../../db/schema/index';
import { centerSettings, treatmentCenters, userSettings, users } from '../../db/schema/index';

export type CenterSettingsRow = typeof centerSettings.$inferSelect;
export type UserSettingsRow = typeof userSettings.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findCenterTimeZone(tx: Tx, centerId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ timeZone: treatmentCenters.timeZone })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.timeZone;
}

export async function findCenterSettings(tx: Tx, centerId: string): Promise<CenterSettingsRow | undefined> {
  const [row] = await tx.select().from(centerSettings).where(eq(centerSettings.treatmentCenterId, centerId));
  return row;
}

export interface CenterSettingsValues {
  checkInMessages: string[];
  defaultTasks: DefaultTaskRow[];
  programStartRule: string;
  defaultLanguage: string;
}

export async function saveCenterSettings(
  tx: Tx,
  centerId: string,
  updatedBy: string,
  values: CenterSettingsValues,
): Promise<CenterSettingsRow> {
  const set = { ...values, updatedBy, updatedAt: new Date() };
  const [row] = await tx
    .insert(centerSettings)
    .values({ treatmentCenterId: centerId, ...set })
    .onConflictDoUpdate({ target: centerSettings.treatmentCenterId, set })
    .returning();
  if (!row) throw new Error('settings upsert returned nothing');
  return row;
}

export async function setCenterTimeZone(tx: Tx, centerId: string, timeZone: string): Promise<void> {
  await tx.update(treatmentCenters).set({ timeZone }).where(eq(treatmentCenters.id, centerId));
}

export async function findUser(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserSettings(tx: Tx, userId: string): Promise<UserSettingsRow | undefined> {
  const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

export async function updateOwnProfile(
  tx: Tx,
  userId: string,
  values: { firstName: string; lastName: string; phone: string; language?: string },
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('user update returned nothing');
  return row;
}

export async function saveUserSettings(
  tx: Tx,
  userId: string,
  values: { emailContactNow: boolean; emailUnreadMessages: boolean; emailRiskAlerts: boolean },
): Promise<UserSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await tx
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set })
    .returning();
  if (!row) throw new Error('user settings upsert returned nothing');
  return row;
}
