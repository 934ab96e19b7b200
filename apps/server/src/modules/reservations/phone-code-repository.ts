import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { phoneCodes } from '../../db/schema/index';

/** A new code for a phone; the phone's earlier codes stop working (only the latest SMS counts). */
export async function replaceCode(db: Db, phone: string, codeHash: string, expiresAt: Date, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.phoneNumber, phone), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({ phoneNumber: phone, codeHash, expiresAt });
  });
}

/** The phone's one live code: not used, not expired, attempts left. */
export async function liveCode(db: Db, phone: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneNumber, phone),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row;
}

/** One wrong guess more; atomic, so parallel guesses cannot share an attempt. */
export async function countAttempt(db: Db, id: string) {
  await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, id));
}

/** Uses a code up, in the claim's transaction; false when another claim used it first. */
export async function useCode(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length === 1;
}

/** Codes a day past their expiry are swept. */
export async function sweepCodes(db: Db, now: Date) {
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
}
