import type { Db } from '../../db/client';
import type { OutcomesRow } from './repository';

/**
 * How long one center's Outcomes rows are reused. The rows aggregate months of responses by
 * admission month, and every filter (months, instrument) is applied to them in memory
 * (figures.ts): a minute-old answer says the same thing, and staff changing filters, several staff
 * opening the screen, or a surveyor's print cost one statement a minute per center instead of one
 * per view. Each read is still audited (service.ts).
 */
export const OUTCOMES_REUSE_MS = 60_000;
/**
 * Centers kept per database handle. A center of 2,000 patients has ~7,000 rows (~2 MB); expired
 * entries go first, and only a burst of this many centers within a minute empties the map.
 */
const MAX_CENTERS = 100;

interface Entry {
  at: number;
  rows: Promise<OutcomesRow[]>;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

/**
 * The rows of `centerId`, computed by `compute` at most once per OUTCOMES_REUSE_MS per instance;
 * concurrent readers share one computation, and a failed one is not kept.
 */
export function recentRows(
  db: Db,
  centerId: string,
  compute: () => Promise<OutcomesRow[]>,
  now = Date.now(),
): Promise<OutcomesRow[]> {
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const known = entries.get(centerId);
  if (known && now - known.at < OUTCOMES_REUSE_MS) return known.rows;
  if (entries.size >= MAX_CENTERS) {
    for (const [key, entry] of entries) if (now - entry.at >= OUTCOMES_REUSE_MS) entries.delete(key);
    if (entries.size >= MAX_CENTERS) entries.clear();
  }
  const rows = compute();
  const entry = { at: now, rows };
  entries.set(centerId, entry);
  rows.catch(() => {
    if (entries.get(centerId) === entry) entries.delete(centerId);
  });
  return rows;
}
