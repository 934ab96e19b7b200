import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue of addictions a patient's profile may carry (spec §3 Addiction: value, label).
 * Shared by every center; seeded by a migration. `memberships.addictions` holds its values.
 */
export const addictions = pgTable('addictions', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
});
