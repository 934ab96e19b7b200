import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

/** A staff note on a patient (spec §3 Note: id, content, content_mobile), with its author kept. */
export const tcenterNotes = pgTable(
  'tcenter_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contentMobile: text('content_mobile'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when the note was written: it stays readable if the account goes. */
    authorName: text('author_name').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tcenter_notes_membership_idx').on(t.membershipId, t.createdAt)],
);
