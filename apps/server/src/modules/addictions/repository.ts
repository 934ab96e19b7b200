import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addictions } from '../../db/schema/index';

/** The whole catalogue, ordered by label as the portal shows it. */
export const listAddictions = (tx: Tx) =>
  tx
    .select({ value: addictions.value, label: addictions.label })
    .from(addictions)
    .orderBy(asc(addictions.label));
