import type { OutcomesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';

/**
 * How long one center's figures for one set of filters are reused. The figures aggregate months of
 * responses; a minute-old answer says the same thing, and a screen several staff open, or a
 * surveyor's print, costs one statement a minute instead of one per view (the statement reads every
 * response of the center: ~20,000 at 2,000 patients × 12 months). Each read is still audited.
 */
export const OUTCOMES_REUSE_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  figures: Promise<OutcomesResponse>;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

/**
 * The figures for `key`, computed by `compute` at most once per OUTCOMES_REUSE_MS per instance;
 * concurrent readers share one computation, and a failed one is not kept.
 */
export function recentFigures(
  db: Db,
  key: string,
  compute: () => Promise<OutcomesResponse>,
  now = Date.now(),
): Promise<OutcomesResponse> {
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const known = entries.get(key);
  if (known && now - known.at < OUTCOMES_REUSE_MS) return known.figures;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const figures = compute();
  const entry = { at: now, figures };
  entries.set(key, entry);
  figures.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return figures;
}
