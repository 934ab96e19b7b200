import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

/**
 * A FHIR Bulk Data export (issue 40 item 4; docs/decisions/fhir-api.md "Bulk export"): the job, its
 * caller and its progress, in the database so that any instance answers its status URL and another
 * instance resumes it when the one running it dies.
 *
 * Lock rule: the instance holding the lease (`lease_owner`, `lease_until` in the future) is the only
 * writer of `progress`, `status` and the lease itself; every such write is one UPDATE conditioned on
 * `lease_owner = <me>` (modules/fhir-api/bulk-repository.ts), so a worker whose lease was taken over
 * writes nothing and stops. A claim is one UPDATE conditioned on the lease being free or expired. A
 * cancel (DELETE) removes the row; the worker then finds no row to write and stops.
 */
export const fhirExports = pgTable(
  'fhir_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    /** 'staff' (user_id) or 'system' (client_id): only the same caller reads the status and files. */
    callerKind: text('caller_kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    /** What rebuilds the caller when the job runs (bulk-caller.ts): ids only, no PHI. */
    caller: jsonb('caller').notNull(),
    /** The kick-off URL as asked (the manifest's `request`). */
    request: text('request').notNull(),
    /** 'group' (Group/<center>/$export) or 'patient' (Patient/$export). */
    level: text('level').notNull(),
    types: text('types').array().notNull(),
    since: timestamp('since', { withTimezone: true }),
    transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('queued'),
    /** Per type: the next page's cursor, whether done, resources written, files written. */
    progress: jsonb('progress').notNull(),
    /** The catalogue sentence a failed job answers with. */
    error: text('error'),
    /** How many times an instance claimed it (a resumption adds one). */
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the status and files go (404) and the sweep removes them. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('fhir_exports_claimable_idx').on(t.status, t.leaseUntil),
    index('fhir_exports_expires_idx').on(t.expiresAt),
    index('fhir_exports_center_idx').on(t.treatmentCenterId),
    check('fhir_exports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('fhir_exports_caller_kind_check', sql`${t.callerKind} in ('staff', 'system')`),
    check('fhir_exports_level_check', sql`${t.level} in ('group', 'patient')`),
  ],
);
