import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { fhirAssertionJtis, fhirSystems } from '../../../db/schema/index';

/** The SQL of registered SMART Backend Services systems and their spent assertion ids. */

export type FhirSystemRow = typeof fhirSystems.$inferSelect;
export type NewFhirSystem = typeof fhirSystems.$inferInsert;

export async function insertSystem(tx: Tx, row: NewFhirSystem): Promise<FhirSystemRow> {
  const [inserted] = await tx.insert(fhirSystems).values(row).returning();
  if (!inserted) throw new Error('system insert returned nothing');
  return inserted;
}

export function listSystems(db: Db, centerId: string): Promise<FhirSystemRow[]> {
  return db
    .select()
    .from(fhirSystems)
    .where(eq(fhirSystems.treatmentCenterId, centerId))
    .orderBy(desc(fhirSystems.createdAt), desc(fhirSystems.id));
}

/** One system of the center, locked: two disables of it run one after the other. */
export async function findSystemForUpdate(tx: Tx, centerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(fhirSystems)
    .where(and(eq(fhirSystems.treatmentCenterId, centerId), eq(fhirSystems.id, id)))
    .for('update');
  return row;
}

export async function disableSystem(tx: Tx, id: string, by: string, at: Date): Promise<FhirSystemRow> {
  const [row] = await tx
    .update(fhirSystems)
    .set({ status: 'disabled', disabledAt: at, disabledBy: by })
    .where(eq(fhirSystems.id, id))
    .returning();
  if (!row) throw new Error('system update returned nothing');
  return row;
}

/**
 * A system by its client_id, whatever its center: the token endpoint and the FHIR API ask, and the
 * caller's center is then the system's own. Read on every call (no cache), so a disable is at once.
 */
export async function findSystem(db: Db, id: string): Promise<FhirSystemRow | undefined> {
  const [row] = await db.select().from(fhirSystems).where(eq(fhirSystems.id, id));
  return row;
}

/**
 * Spends an assertion's `jti`: true the first time, false when it was spent before (a replay). The
 * system's expired ones are swept on the way (each is kept only until its assertion expires).
 */
export async function spendJti(db: Db, systemId: string, jti: string, expiresAt: Date): Promise<boolean> {
  await db
    .delete(fhirAssertionJtis)
    .where(and(eq(fhirAssertionJtis.systemId, systemId), lt(fhirAssertionJtis.expiresAt, sql`now()`)));
  const inserted = await db
    .insert(fhirAssertionJtis)
    .values({ systemId, jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: fhirAssertionJtis.jti });
  return inserted.length === 1;
}
