import { DEFAULT_CHECK_IN_MESSAGES } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { centerSettings, checkIns } from '../../db/schema/index';

export type CheckInRow = typeof checkIns.$inferSelect;

/**
 * The words of preset message `preset` (1–3) as the patient reads them now: the center's own, or,
 * while they are still the defaults word for word (never saved, or saved unchanged), `defaults` (the
 * three in the patient's language; an owner's own words are never translated). Read in the writing
 * statement itself, so a check-in keeps the words the patient saw even when the center rewords its
 * messages later.
 */
export const presetTextNow = (centerId: string, preset: number, defaults: readonly string[]) =>
  sql<string>`coalesce(
    nullif(
      (select ${centerSettings.checkInMessages}[${preset}::int] from ${centerSettings}
        where ${centerSettings.treatmentCenterId} = ${centerId}),
      ${DEFAULT_CHECK_IN_MESSAGES[preset - 1] ?? ''}::text),
    ${defaults[preset - 1] ?? ''}::text)`;

/**
 * One check-in per patient per local day: the first inserts, a later one the same day replaces
 * mood, message and text and counts the replacement (the unique index decides under races).
 */
export async function upsertCheckIn(
  tx: Tx,
  values: {
    centerId: string;
    membershipId: string;
    date: string;
    mood: number;
    presetMessage: number;
    text: string | null;
    at: Date;
    /** The three default messages in the patient's language (presetTextNow). */
    defaults: readonly string[];
  },
): Promise<CheckInRow> {
  const [row] = await tx
    .insert(checkIns)
    .values({
      treatmentCenterId: values.centerId,
      membershipId: values.membershipId,
      date: values.date,
      mood: values.mood,
      presetMessage: values.presetMessage,
      presetMessageText: presetTextNow(values.centerId, values.presetMessage, values.defaults),
      text: values.text,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: [checkIns.membershipId, checkIns.date],
      set: {
        mood: values.mood,
        presetMessage: values.presetMessage,
        presetMessageText: presetTextNow(values.centerId, values.presetMessage, values.defaults),
        text: values.text,
        replacedCount: sql`${checkIns.replacedCount} + 1`,
        createdAt: values.at,
      },
      // The membership's own row only (the unique index is per membership; the center guards it).
      setWhere: eq(checkIns.treatmentCenterId, values.centerId),
    })
    .returning();
  if (!row) throw new Error('check-in upsert returned nothing');
  return row;
}

export async function latestCheckIns(tx: Tx, centerId: string, membershipId: string, limit: number) {
  return tx
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.treatmentCenterId, centerId), eq(checkIns.membershipId, membershipId)))
    .orderBy(desc(checkIns.date))
    .limit(limit);
}

/** History in one statement (seed only): days that already have a check-in keep it. */
export async function insertCheckInHistory(
  tx: Tx,
  rows: {
    centerId: string;
    membershipId: string;
    date: string;
    mood: number;
    presetMessage: number;
    text: string | null;
    at: Date;
  }[],
  defaults: readonly string[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(checkIns)
    .values(
      rows.map((r) => ({
        treatmentCenterId: r.centerId,
        membershipId: r.membershipId,
        date: r.date,
        mood: r.mood,
        presetMessage: r.presetMessage,
        presetMessageText: presetTextNow(r.centerId, r.presetMessage, defaults),
        text: r.text,
        createdAt: r.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: checkIns.id });
  return inserted.length;
}
