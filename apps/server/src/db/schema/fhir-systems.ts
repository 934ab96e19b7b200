import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

/**
 * A SMART Backend Services client an owner registered (issue 40 item 3): a system that reads the
 * center's FHIR API with tokens it gets by `client_credentials` and a `private_key_jwt` assertion.
 * Its id is its `client_id`. Within the center (the center's own EHR: a use) or an outside recipient
 * (a payer, a state program: a disclosure, named and with a purpose as on the consent forms). Never
 * deleted: a disabled system keeps its row, so the audit trail and the accounting of disclosures
 * still name what it was.
 */
export const fhirSystems = pgTable(
  'fhir_systems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Where its public keys are published, or… */
    jwksUrl: text('jwks_url'),
    /** …the public key set pasted at registration (no private members: checked by the contract). */
    jwks: jsonb('jwks'),
    /** `within`: part of the program (a use, audited); `recipient`: outside it (each read a disclosure). */
    kind: text('kind').notNull(),
    /** Outside recipients: the recipient as on the consent forms, and the purpose as signed. */
    recipient: text('recipient'),
    purpose: text('purpose'),
    /** The scopes it may be granted: `system/*.read` or `system/<Type>.read`. */
    scopes: text('scopes').array().notNull(),
    status: text('status').notNull().default('active'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: uuid('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fhir_systems_kind_check', sql`${t.kind} in ('within', 'recipient')`),
    check('fhir_systems_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('fhir_systems_keys_check', sql`(${t.jwksUrl} is null) <> (${t.jwks} is null)`),
    check(
      'fhir_systems_recipient_check',
      sql`${t.kind} = 'within' or (${t.recipient} is not null and ${t.purpose} is not null)`,
    ),
    index('fhir_systems_center_idx').on(t.treatmentCenterId, t.createdAt),
  ],
);

/**
 * The `jti` of every client assertion accepted, kept until the assertion expires: a second use of
 * one is a replay and is refused (RFC 7523 §3, SMART Backend Services). Swept as they expire.
 */
export const fhirAssertionJtis = pgTable(
  'fhir_assertion_jtis',
  {
    systemId: uuid('system_id')
      .notNull()
      .references(() => fhirSystems.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.systemId, t.jti] }),
    index('fhir_assertion_jtis_expiry_idx').on(t.expiresAt),
  ],
);
