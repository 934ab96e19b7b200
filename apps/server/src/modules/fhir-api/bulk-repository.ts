import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fhirExports } from '../../db/schema/index';
import type { ExportType } from './bulk-params';

/**
 * The SQL of the export jobs (db/schema/fhir-exports.ts has the lock rule): a claim is one UPDATE
 * that only a free or expired lease lets through; every later write of the job is one UPDATE
 * conditioned on holding the lease, so a worker whose lease another instance took, or whose job
 * was cancelled, writes nothing and learns it from the answer.
 */

export interface ExportFile {
  key: string;
  count: number;
}
/** One type's progress: the next page's cursor (from the last page whose resources are stored). */
export interface TypeProgress {
  cursor?: string;
  done: boolean;
  count: number;
  files: ExportFile[];
}
export type ExportProgress = Partial<Record<ExportType, TypeProgress>>;

export type ExportRow = typeof fhirExports.$inferSelect;
export type NewExportRow = typeof fhirExports.$inferInsert;

export const progressOf = (row: ExportRow) => row.progress as ExportProgress;

export async function insertExport(db: Db, row: NewExportRow): Promise<ExportRow> {
  const [inserted] = await db.insert(fhirExports).values(row).returning();
  if (!inserted) throw new Error('export not stored');
  return inserted;
}

/** The job of `id` in `centerId`, unexpired at `now`. */
export async function findExport(db: Db, centerId: string, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(fhirExports)
    .where(
      and(
        eq(fhirExports.id, id),
        eq(fhirExports.treatmentCenterId, centerId),
        sql`${fhirExports.expiresAt} > ${now}`,
      ),
    );
  return row;
}

const claimable = (now: Date) =>
  and(
    inArray(fhirExports.status, ['queued', 'running']),
    or(isNull(fhirExports.leaseUntil), lt(fhirExports.leaseUntil, now)),
    sql`${fhirExports.expiresAt} > ${now}`,
  );

/**
 * Claims one job whose lease is free (new) or expired (its instance died): the oldest first. One
 * UPDATE per candidate, conditioned on the lease still being free, so of instances asking at once
 * exactly one gets each job.
 */
export async function claimExport(
  db: Db,
  owner: string,
  until: Date,
  now: Date,
): Promise<ExportRow | undefined> {
  const candidates = await db
    .select({ id: fhirExports.id })
    .from(fhirExports)
    .where(claimable(now))
    .orderBy(asc(fhirExports.createdAt))
    .limit(5);
  for (const { id } of candidates) {
    const [claimed] = await db
      .update(fhirExports)
      .set({
        status: 'running',
        leaseOwner: owner,
        leaseUntil: until,
        attempts: sql`${fhirExports.attempts} + 1`,
        updatedAt: now,
      })
      .where(and(eq(fhirExports.id, id), claimable(now)))
      .returning();
    if (claimed) return claimed;
  }
  return undefined;
}

const held = (id: string, owner: string) =>
  and(eq(fhirExports.id, id), eq(fhirExports.leaseOwner, owner), eq(fhirExports.status, 'running'));

/** Moves the lease on; false when it is no longer ours (taken over, cancelled, expired). */
export async function renewLease(db: Db, id: string, owner: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(fhirExports)
    .set({ leaseUntil: until })
    .where(held(id, owner))
    .returning({ id: fhirExports.id });
  return rows.length === 1;
}

/** Records the pages stored so far; false when the lease is no longer ours. */
export async function saveProgress(
  db: Db,
  id: string,
  owner: string,
  progress: ExportProgress,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(fhirExports)
    .set({ progress, leaseUntil: until, updatedAt: new Date() })
    .where(held(id, owner))
    .returning({ id: fhirExports.id });
  return rows.length === 1;
}

/** The end of a job: done (with its expiry) or failed (with the catalogue sentence why). */
export async function finishExport(
  db: Db,
  id: string,
  owner: string,
  end: { status: 'done' | 'failed'; at: Date; expiresAt: Date; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(fhirExports)
    .set({
      status: end.status,
      error: end.error ?? null,
      completedAt: end.at,
      expiresAt: end.expiresAt,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: end.at,
    })
    .where(held(id, owner))
    .returning({ id: fhirExports.id });
  return rows.length === 1;
}

/** Gives a job back (its run failed on something passing): another claim tries again. */
export async function releaseExport(db: Db, id: string, owner: string): Promise<void> {
  await db.update(fhirExports).set({ leaseUntil: null, leaseOwner: null }).where(held(id, owner));
}

/** Removes a job (a cancel), answering it as it was so its files can be removed. */
export async function deleteExport(db: Db, centerId: string, id: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .delete(fhirExports)
    .where(and(eq(fhirExports.id, id), eq(fhirExports.treatmentCenterId, centerId)))
    .returning();
  return row;
}

/** Jobs past their expiry (the sweep removes their files, then them). */
export function expiredExports(db: Db, now: Date, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(fhirExports)
    .where(lte(fhirExports.expiresAt, now))
    .orderBy(asc(fhirExports.expiresAt))
    .limit(limit);
}

/** Whether the job is still there (a cancel removes it). */
export async function exportExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: fhirExports.id }).from(fhirExports).where(eq(fhirExports.id, id));
  return rows.length === 1;
}

export async function removeExport(db: Db, id: string): Promise<void> {
  await db.delete(fhirExports).where(eq(fhirExports.id, id));
}
