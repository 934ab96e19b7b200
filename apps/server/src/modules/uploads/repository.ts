import { lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uploadPuts } from '../../db/schema/index';

/**
 * Marks the upload URL of `key` as used; false when it already was (on this instance or any
 * other: the primary key decides, so of two simultaneous PUTs exactly one gets true).
 */
export async function claimUploadUrl(tx: Tx, key: string, expiresAt: Date): Promise<boolean> {
  const claimed = await tx
    .insert(uploadPuts)
    .values({ key, expiresAt })
    .onConflictDoNothing()
    .returning({ key: uploadPuts.key });
  return claimed.length === 1;
}

/** Forgets used URLs that have expired: their signature refuses them by itself from then on. */
export async function sweepUsedUploadUrls(tx: Tx, now = new Date()): Promise<void> {
  await tx.delete(uploadPuts).where(lt(uploadPuts.expiresAt, now));
}
