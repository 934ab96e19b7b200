import { and, type Column, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  consents,
  consentTemplates,
  disclosures,
  memberships,
  treatmentCenters,
} from '../../db/schema/index';

export type TemplateRow = typeof consentTemplates.$inferSelect;
export type NewTemplate = typeof consentTemplates.$inferInsert;
export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;
export type DisclosureRow = typeof disclosures.$inferSelect;
export type NewDisclosure = typeof disclosures.$inferInsert;

export async function centerName(tx: Tx, centerId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: treatmentCenters.name })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.name;
}

/** A membership of the center with the name a signature must match; undefined for another center's. */
export async function findMembership(tx: Tx, centerId: string, membershipId: string) {
  const [row] = await tx
    .select({
      id: memberships.id,
      userId: memberships.userId,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
    })
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.id, membershipId)));
  return row;
}

export async function hasTemplates(tx: Tx, centerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: consentTemplates.id })
    .from(consentTemplates)
    .where(eq(consentTemplates.treatmentCenterId, centerId))
    .limit(1);
  return !!row;
}

/** Inserts template versions; a version that exists already (a concurrent seed) is left as it is. */
export async function insertTemplates(tx: Tx, rows: NewTemplate[]): Promise<TemplateRow[]> {
  return tx.insert(consentTemplates).values(rows).onConflictDoNothing().returning();
}

export async function listTemplates(tx: Tx, centerId: string): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(consentTemplates)
    .where(eq(consentTemplates.treatmentCenterId, centerId))
    .orderBy(consentTemplates.templateKey, desc(consentTemplates.version));
}

/** The latest version of every template of a center. */
export async function currentTemplates(tx: Tx, centerId: string): Promise<TemplateRow[]> {
  return tx
    .selectDistinctOn([consentTemplates.templateKey])
    .from(consentTemplates)
    .where(eq(consentTemplates.treatmentCenterId, centerId))
    .orderBy(consentTemplates.templateKey, desc(consentTemplates.version));
}

export async function findTemplate(tx: Tx, centerId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(consentTemplates)
    .where(and(eq(consentTemplates.treatmentCenterId, centerId), eq(consentTemplates.id, id)));
  return row;
}

/** The highest version of a template key, locked so two edits of one template number in turn. */
export async function latestVersion(tx: Tx, centerId: string, key: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(consentTemplates)
    .where(and(eq(consentTemplates.treatmentCenterId, centerId), eq(consentTemplates.templateKey, key)))
    .orderBy(desc(consentTemplates.version))
    .limit(1)
    .for('update');
  return row;
}

export async function insertConsent(tx: Tx, row: NewConsent): Promise<ConsentRow> {
  const [inserted] = await tx.insert(consents).values(row).returning();
  if (!inserted) throw new Error('consent insert returned nothing');
  return inserted;
}

export async function listConsents(tx: Tx, centerId: string, membershipId: string): Promise<ConsentRow[]> {
  return tx
    .select()
    .from(consents)
    .where(and(eq(consents.treatmentCenterId, centerId), eq(consents.membershipId, membershipId)))
    .orderBy(desc(consents.signedAt), desc(consents.createdAt));
}

/** One consent of one patient of the center (for its scan), or undefined. */
export async function findConsent(tx: Tx, centerId: string, membershipId: string, id: string) {
  const [row] = await tx
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.treatmentCenterId, centerId),
        eq(consents.membershipId, membershipId),
        eq(consents.id, id),
      ),
    );
  return row;
}

/**
 * Whether the patient holds a consent on this template (any version: the key) that is neither
 * revoked nor expired. Called after `latestVersion` locked the template's latest row, so two
 * signatures of one template run one after the other and the second sees the first.
 */
export async function activeOfTemplate(
  tx: Tx,
  centerId: string,
  membershipId: string,
  templateKey: string,
  today: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.treatmentCenterId, centerId),
        eq(consents.membershipId, membershipId),
        eq(consents.templateKey, templateKey),
        isNull(consents.revokedAt),
        sql`(${consents.expiresOn} is null or ${consents.expiresOn} >= ${today})`,
      ),
    )
    .limit(1);
  return !!row;
}

/** One consent of one patient, locked: two revocations of it run one after the other. */
export async function findConsentForUpdate(tx: Tx, centerId: string, membershipId: string, id: string) {
  const [row] = await tx
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.treatmentCenterId, centerId),
        eq(consents.membershipId, membershipId),
        eq(consents.id, id),
      ),
    )
    .for('update');
  return row;
}

export async function revokeConsent(
  tx: Tx,
  id: string,
  by: string,
  at: Date,
): Promise<ConsentRow | undefined> {
  const [row] = await tx
    .update(consents)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(consents.id, id), isNull(consents.revokedAt)))
    .returning();
  return row;
}

/**
 * The patient's consents not revoked and not past their expiry on `today` that name this recipient
 * (the template key, stable across versions, or the recipient as signed) and this purpose as signed:
 * the snapshot decides, what the patient signed, not today's template. Locked FOR SHARE: a revocation
 * waits for the disclosure that relies on the consent, and a disclosure after it finds nothing.
 */
export async function coveringConsents(
  tx: Tx,
  centerId: string,
  membershipId: string,
  today: string,
  recipient: string,
  purpose: string,
): Promise<ConsentRow[]> {
  return tx
    .select()
    .from(consents)
    .where(and(covers(centerId, today, recipient, purpose), eq(consents.membershipId, membershipId)))
    .orderBy(desc(consents.signedAt))
    .for('share');
}

/**
 * The one rule of a covering consent: the center's, not revoked, not past its last day on `today`,
 * naming the recipient (template key or recipient as signed) and the purpose as signed.
 */
function covers(centerId: string, today: string | SQL, recipient: string, purpose: string): SQL {
  return and(
    eq(consents.treatmentCenterId, centerId),
    isNull(consents.revokedAt),
    sql`(${consents.expiresOn} is null or ${consents.expiresOn} >= ${today})`,
    sql`(${consents.templateKey} = ${recipient} or ${consents.snapshot} ->> 'recipient' = ${recipient})`,
    sql`${consents.snapshot} ->> 'purpose' = ${purpose}`,
  ) as SQL;
}

/**
 * `membershipColumn` is a patient holding a covering consent today (the center's local day, as
 * `coveringConsents`): the same rule as a condition, for queries that must only ever see consenting
 * patients (the FHIR API's outside recipients, modules/fhir-api/patient-scope.ts).
 */
export function coveredBy(
  membershipColumn: Column | SQL,
  centerId: string,
  recipient: string,
  purpose: string,
): SQL {
  const today = sql`(select (now() at time zone ${treatmentCenters.timeZone})::date from ${treatmentCenters}
    where ${treatmentCenters.id} = ${centerId})`;
  return sql`${membershipColumn} in (select ${consents.membershipId} from ${consents}
    where ${covers(centerId, today, recipient, purpose)})`;
}

/** Whether the patient holds a consent of this kind that is neither revoked nor expired. */
export async function activeOfKind(
  tx: Tx,
  centerId: string,
  membershipId: string,
  kind: string,
  today: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.treatmentCenterId, centerId),
        eq(consents.membershipId, membershipId),
        eq(consents.kind, kind),
        isNull(consents.revokedAt),
        sql`(${consents.expiresOn} is null or ${consents.expiresOn} >= ${today})`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertDisclosure(tx: Tx, row: NewDisclosure): Promise<DisclosureRow> {
  const [inserted] = await tx.insert(disclosures).values(row).returning();
  if (!inserted) throw new Error('disclosure insert returned nothing');
  return inserted;
}

export async function listDisclosures(
  tx: Tx,
  centerId: string,
  membershipId: string,
  since: Date,
): Promise<DisclosureRow[]> {
  return tx
    .select()
    .from(disclosures)
    .where(
      and(
        eq(disclosures.treatmentCenterId, centerId),
        eq(disclosures.membershipId, membershipId),
        gte(disclosures.disclosedAt, since),
      ),
    )
    .orderBy(desc(disclosures.disclosedAt));
}

/** The center a membership belongs to (for `hasSignedAppUse`, called with a membership id only). */
export async function centerOfMembership(tx: Tx, membershipId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ centerId: memberships.treatmentCenterId })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return row?.centerId;
}

/**
 * The app gate's question in one statement: does the caller's membership at this center (the one
 * `patientOf` picks: the active one first, then the newest) hold an app-use consent neither revoked
 * nor past its expiry in the center's today? Asked on every gated call, never cached, so a
 * revocation closes the app on the next call.
 */
export async function callerHasAppUse(tx: Tx, userId: string, centerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, consents.treatmentCenterId))
    .where(
      and(
        eq(consents.treatmentCenterId, centerId),
        eq(consents.kind, 'app-use'),
        isNull(consents.revokedAt),
        sql`${consents.membershipId} = (select ${memberships.id} from ${memberships}
          where ${memberships.userId} = ${userId} and ${memberships.treatmentCenterId} = ${centerId}
          order by ${memberships.status} = 'active' desc, ${memberships.createdAt} desc limit 1)`,
        sql`(${consents.expiresOn} is null or ${consents.expiresOn} >= (now() at time zone ${treatmentCenters.timeZone})::date)`,
      ),
    )
    .limit(1);
  return !!row;
}
