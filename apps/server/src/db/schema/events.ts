import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

/** An alumni event of a center (spec §3 Event). The image's URL is derived from its storage key. */
export const alumniEvents = pgTable(
  'alumni_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The instant it starts; built from the local date and time in the center's time zone. */
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    /** `<centerId>/events/<uuid>.<ext>` in the storage adapter, or null without an image. */
    imageKey: text('image_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alumni_events_center_date_idx').on(t.treatmentCenterId, t.eventDate)],
);
