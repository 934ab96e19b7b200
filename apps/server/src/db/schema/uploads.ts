import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Upload URLs of the embedded storage that were used: one row per key, so a URL stores its file
 * once, on any instance (a second PUT, a retry or a PUT after the file was deleted is refused).
 * A row is only needed until its URL expires; then the signature refuses the URL anyway.
 */
export const uploadPuts = pgTable(
  'upload_puts',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_puts_expires_at_idx').on(t.expiresAt)],
);
