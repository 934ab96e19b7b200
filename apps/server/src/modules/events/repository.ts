import { and, asc, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alumniEvents, treatmentCenters } from '../../db/schema/index';

export type EventRow = typeof alumniEvents.$inferSelect & { timeZone: string };
export type When = 'upcoming' | 'past' | 'all';

const columns = {
  id: alumniEvents.id,
  treatmentCenterId: alumniEvents.treatmentCenterId,
  title: alumniEvents.title,
  description: alumniEvents.description,
  eventDate: alumniEvents.eventDate,
  imageKey: alumniEvents.imageKey,
  createdBy: alumniEvents.createdBy,
  createdAt: alumniEvents.createdAt,
  updatedAt: alumniEvents.updatedAt,
  timeZone: treatmentCenters.timeZone,
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(alumniEvents)
    .innerJoin(treatmentCenters, eq(treatmentCenters.id, alumniEvents.treatmentCenterId));

const whenFilter = (when: When, now: Date) =>
  when === 'upcoming'
    ? gte(alumniEvents.eventDate, now)
    : when === 'past'
      ? lt(alumniEvents.eventDate, now)
      : undefined;

/** A page of the center's events: upcoming soonest first, past and all latest first. */
export async function listEvents(
  tx: Tx,
  centerId: string,
  page: { when: When; limit: number; offset: number; now: Date },
): Promise<{ rows: EventRow[]; total: number }> {
  const where = and(eq(alumniEvents.treatmentCenterId, centerId), whenFilter(page.when, page.now));
  const order =
    page.when === 'upcoming'
      ? [asc(alumniEvents.eventDate), asc(alumniEvents.id)]
      : [desc(alumniEvents.eventDate), desc(alumniEvents.id)];
  const rows = await base(tx)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(alumniEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findEvent(tx: Tx, centerId: string, id: string): Promise<EventRow | null> {
  const [row] = await base(tx).where(
    and(eq(alumniEvents.treatmentCenterId, centerId), eq(alumniEvents.id, id)),
  );
  return row ?? null;
}

/** Locks the event row for the rest of the transaction (an update and a delete never interleave). */
export async function lockEvent(tx: Tx, centerId: string, id: string): Promise<EventRow | null> {
  const [row] = await base(tx)
    .where(and(eq(alumniEvents.treatmentCenterId, centerId), eq(alumniEvents.id, id)))
    .for('update', { of: alumniEvents });
  return row ?? null;
}

/**
 * The instant a local date-time ("2026-12-01T18:30") is in the center's time zone, computed by
 * PostgreSQL's own zone rules (a time skipped by a DST change moves forward, as the clock does).
 */
export async function localToInstant(tx: Tx, centerId: string, local: string): Promise<Date | null> {
  const [row] = await tx
    .select({
      epochMs:
        sql<number>`(extract(epoch from (${local}::timestamp at time zone ${treatmentCenters.timeZone})) * 1000)::float8`.mapWith(
          Number,
        ),
    })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row ? new Date(row.epochMs) : null;
}

export async function centerTimeZone(tx: Tx, centerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ timeZone: treatmentCenters.timeZone })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.timeZone ?? null;
}

/** Whether another event of the center already shows this image. */
export async function imageInUse(tx: Tx, centerId: string, key: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: alumniEvents.id })
    .from(alumniEvents)
    .where(
      and(
        eq(alumniEvents.treatmentCenterId, centerId),
        eq(alumniEvents.imageKey, key),
        exceptId ? ne(alumniEvents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export interface EventValues {
  title: string;
  description: string;
  eventDate: Date;
  imageKey: string | null;
}

export async function insertEvent(
  tx: Tx,
  centerId: string,
  createdBy: string,
  values: EventValues,
): Promise<string> {
  const [row] = await tx
    .insert(alumniEvents)
    .values({ ...values, treatmentCenterId: centerId, createdBy })
    .returning({ id: alumniEvents.id });
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

export async function updateEvent(tx: Tx, centerId: string, id: string, values: EventValues): Promise<void> {
  await tx
    .update(alumniEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(alumniEvents.treatmentCenterId, centerId), eq(alumniEvents.id, id)));
}

export async function deleteEvent(tx: Tx, centerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(alumniEvents)
    .where(and(eq(alumniEvents.treatmentCenterId, centerId), eq(alumniEvents.id, id)))
    .returning({ id: alumniEvents.id });
  return rows.length > 0;
}
