import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';
import { memberships } from './patients';

const center = () =>
  uuid('treatment_center_id')
    .notNull()
    .references(() => treatmentCenters.id, { onDelete: 'cascade' });
/**
 * The patient. SET NULL, not cascade: staff deleting a patient must not delete the consents and the
 * accounting of disclosures, which Part 2 and HIPAA 164.528 keep for six years (migration 0029). A
 * detached consent keeps the signer's name; a detached disclosure its consent.
 */
const membership = () => uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' });

/**
 * A consent text of a center (issue 37, 42 CFR 2.31), one row per version: every element the rule
 * asks for is a field of its own, so a template without one cannot be stored. `template_key` ties the
 * versions of one template together; an edit inserts the next version and never changes a row (a
 * trigger refuses UPDATE, migration 0023). The current version of a key is its highest one; it can be
 * signed only while `active`.
 */
export const consentTemplates = pgTable(
  'consent_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    templateKey: text('template_key').notNull(),
    /** `app-use`: the app and sharing with the center, required at joining; `disclosure`: an outside recipient. */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** How much and what kind of information (2.31(a)(3)). */
    information: text('information').notNull(),
    /** `named`: a recipient by name; `tpo`: a general designation for treatment, payment, operations. */
    recipientKind: text('recipient_kind').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    expiryKind: text('expiry_kind').notNull(),
    /** A `date` rule's latest end: the signer picks the date, on or before this one when set. */
    expiryDate: date('expiry_date'),
    expiryEvent: text('expiry_event'),
    /** TPO consents: the recipient may redisclose as HIPAA allows (2.31(a)(4)(iii)(B)). */
    redisclosure: text('redisclosure'),
    revocation: text('revocation').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consent_templates_kind_check', sql`${t.kind} in ('app-use', 'disclosure')`),
    check('consent_templates_recipient_kind_check', sql`${t.recipientKind} in ('named', 'tpo')`),
    check(
      'consent_templates_expiry_check',
      sql`${t.expiryKind} = 'date'
        or (${t.expiryKind} = 'event' and ${t.expiryEvent} is not null)
        or (${t.expiryKind} = 'until-revoked' and ${t.recipientKind} = 'tpo')`,
    ),
    check(
      'consent_templates_redisclosure_check',
      sql`${t.recipientKind} <> 'tpo' or ${t.redisclosure} is not null`,
    ),
    uniqueIndex('consent_templates_version_key').on(t.treatmentCenterId, t.templateKey, t.version),
  ],
);

/**
 * A signed consent. `snapshot` is the template's text and fields exactly as signed (the template may
 * get new versions later); only `revoked_at`/`revoked_by` may ever be set, once (trigger in 0023).
 * Its status is derived when read: revoked, expired (past `expires_on` in the center's day), active.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: membership(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => consentTemplates.id),
    templateKey: text('template_key').notNull(),
    templateVersion: integer('template_version').notNull(),
    kind: text('kind').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signedVia: text('signed_via').notNull(),
    /** Paper consents: the storage key of the scan. */
    scanKey: text('scan_key'),
    /** Paper consents: the staff member who recorded it. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    expiresOn: date('expires_on'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consents_signed_via_check', sql`${t.signedVia} in ('app', 'paper')`),
    check('consents_scan_check', sql`${t.signedVia} <> 'paper' or ${t.scanKey} is not null`),
    index('consents_membership_idx').on(t.treatmentCenterId, t.membershipId, t.signedAt),
  ],
);

/**
 * The accounting of disclosures (42 CFR 2.24/2.25, HIPAA 164.528): one row per time identified data
 * left the center, written by the disclosing code in the same transaction. Append-only (0023).
 */
export const disclosures = pgTable(
  'disclosures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: center(),
    membershipId: membership(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id),
    recipient: text('recipient').notNull(),
    what: text('what').notNull(),
    purpose: text('purpose').notNull(),
    disclosedAt: timestamp('disclosed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who made it, or null for a system (then `system` names it). */
    disclosedBy: uuid('disclosed_by').references(() => users.id, { onDelete: 'set null' }),
    system: text('system'),
  },
  // No check that one of disclosed_by/system is set: a deleted staff member's id becomes NULL and
  // the entry must stay (recordDisclosure asks for one of them).
  (t) => [index('disclosures_membership_idx').on(t.treatmentCenterId, t.membershipId, t.disclosedAt)],
);
