import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const treatmentCenters = pgTable(
  'treatment_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logoKey: text('logo_key'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** The center's own number for patients (crisis screen, consent refusal): digits, country code first; null = none set. */
    phone: text('phone'),
    wizard: boolean('wizard').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('treatment_centers_phone_check', sql`${t.phone} ~ '^[0-9]{11,15}$'`)],
);

/**
 * Everyone who signs in: owners, staff, experts, support and patients. `subject` is the issuer's
 * `sub` ("portal|<uuid>" for the embedded issuer). Password hashes exist only for the embedded issuer.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    treatmentCenterId: uuid('treatment_center_id').references(() => treatmentCenters.id, {
      onDelete: 'cascade',
    }),
    isOwner: boolean('is_owner').notNull().default(false),
    isSupport: boolean('is_support').notNull().default(false),
    isExpert: boolean('is_expert').notNull().default(false),
    isPatient: boolean('is_patient').notNull().default(false),
    wizard: boolean('wizard').notNull().default(false),
    /** Staff status: false = Disabled; a disabled user cannot sign in or call the API. */
    active: boolean('active').notNull().default(true),
    receivingCalls: boolean('receiving_calls').notNull().default(false),
    /**
     * The language the person chose ('en' | 'es'); null = not chosen (their requests' Accept-Language
     * decides). What the server sends them (error bodies, e-mails, SMS, pushes) is in it.
     */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_subject_key').on(t.subject),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_center_idx').on(t.treatmentCenterId),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Secrets the server generates on first start (signing keys, cookie keys, HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only trail of who did what to which record (HIPAA 164.312(b)). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSubject: text('actor_subject'),
    actorRole: text('actor_role'),
    treatmentCenterId: uuid('treatment_center_id'),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: jsonb('detail'),
    /**
     * The writing transaction's id (`audit_txid()`, migration 0013). The sealer chains rows in
     * (txid, id) order, and only rows whose transaction ended before every running one began, so a
     * late commit is never skipped. A number in JavaScript: 2^53 transactions are centuries away.
     */
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`audit_txid()`),
  },
  (t) => [
    index('audit_center_at_idx').on(t.treatmentCenterId, t.at),
    index('audit_resource_idx').on(t.resourceType, t.resourceId),
    index('audit_txid_idx').on(t.txid, t.id),
  ],
);

/**
 * The first form of the audit trail's seal: one link per audit row, in sealing order, each hashing
 * the previous link's hash with the row's content. No longer written (`audit_seals` took over, one
 * row per batch: decisions.md "Audit seals, one per batch"); the links written before stay, and
 * `npm run audit:verify` still checks them. Append-only, like the trail.
 */
export const auditChain = pgTable('audit_chain', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  eventId: uuid('event_id')
    .notNull()
    .unique()
    .references(() => auditEvents.id),
  eventTxid: bigint('event_txid', { mode: 'number' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (the seals' row digests; written and read by SQL, never mapped by drizzle). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The seals over the audit trail: one per batch of up to 500 rows in (txid, id) order, after the
 * last link of `audit_chain`. A seal lists its rows' ids, the SHA-256 of each row's content exactly
 * as stored (32 bytes a row, in order), and hashes the previous seal's hash with those digests.
 * Changing, removing or slipping in a sealed row breaks its seal; rewriting a seal breaks every
 * later one (`npm run audit:verify`). Append-only, like the trail.
 */
export const auditSeals = pgTable('audit_seals', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  eventIds: uuid('event_ids').array().notNull(),
  /** The last sealed row's (txid, id): the next seal starts after it. */
  lastTxid: bigint('last_txid', { mode: 'number' }).notNull(),
  lastId: uuid('last_id').notNull(),
  digests: bytea('digests').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});
