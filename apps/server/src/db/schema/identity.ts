import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * What the embedded OIDC issuer stores (sessions, interactions, grants, codes, refresh tokens…):
 * one row per oidc-provider model instance, so a restart or a second instance keeps everyone signed
 * in. Expired rows are swept.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.model, t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins, by account ("account:<e-mail>") and by client address ("ip:<address>"), kept in
 * the database so the throttle holds across instances. Rows older than the window are swept.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    /** On an address's row, the account (or phone) tried: an address is limited by how many. */
    subject: text('subject'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signin_failures_key_at_idx').on(t.key, t.at)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Portal sign-in sessions (staff, owner, expert, support; never patients), keyed by the access
 * token's issuer session (identity/sessions.ts): when the person last touched the portal, so an
 * idle or too-long session is refused whatever its token says. Written at most about once a minute.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** Set once the session was refused: it never comes back, whatever a later call claims. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
  },
  (t) => [
    index('portal_sessions_user_idx').on(t.userId),
    index('portal_sessions_last_idx').on(t.lastActiveAt),
  ],
);
