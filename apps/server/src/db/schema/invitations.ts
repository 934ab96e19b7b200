import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

/**
 * Single-use invitation links. Only the SHA-256 of the token is stored: a leaked database holds no
 * usable link. A token works once (`consumed_at`), until `expires_at`, and stops working when a
 * newer e-mail replaces it (`revoked_at`).
 */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_tokens_hash_key').on(t.tokenHash),
    index('invitation_tokens_membership_idx').on(t.membershipId),
  ],
);
