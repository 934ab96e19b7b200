import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadRandomKeys } from '../../identity/keys';

/**
 * The de-identified export's patient code: HMAC-SHA256 over "<center id>\n<membership id>" with a
 * random key kept in the database (`outcomes-pseudonym-hmac`, shared by every instance), first 12
 * hex digits, prefixed "P-". The same patient gets the same code in every export of their center,
 * so files from different months can be joined; codes of two centers never match; without the key
 * nobody can go from a code back to a membership id (the id itself is never in the file).
 */
export async function pseudonymizer(db: Db, centerId: string): Promise<(membershipId: string) => string> {
  const [key = ''] = await loadRandomKeys(db, 'outcomes-pseudonym-hmac');
  return (membershipId) =>
    `P-${createHmac('sha256', key).update(`${centerId}\n${membershipId}`).digest('hex').slice(0, 12)}`;
}
