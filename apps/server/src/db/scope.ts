import { and, eq } from 'drizzle-orm';
import type { Tx } from './client';
import { memberships } from './schema/index';

/**
 * Whether a membership belongs to a center: every patient route checks it before anything else.
 * `lock` holds the row until the transaction ends (two presses at once make one request).
 */
export async function membershipInCenter(
  tx: Tx,
  centerId: string,
  membershipId: string,
  { lock = false } = {},
): Promise<boolean> {
  const query = tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.id, membershipId)));
  const [row] = lock ? await query.for('update') : await query;
  return !!row;
}
