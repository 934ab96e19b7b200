import type { AlumniEvent, AlumniEventBody, QueryOf, Routes } from '@portal/contracts';
import { messages } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { type Storage, verifyUploadedImage } from '../../infra/storage/index';
import * as repo from './repository';

export interface EventContext {
  db: Db;
  storage: Storage;
  actor: Actor;
  centerId: string;
  userId: string;
  /** "Now" for upcoming/past; injectable for tests. */
  now?: Date;
}

type ListQuery = QueryOf<Routes['listEvents']>;

const toEvent = (row: repo.EventRow, storage: Storage): AlumniEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  event_date: row.eventDate.toISOString(),
  time_zone: row.timeZone,
  image_url: row.imageKey ? storage.publicUrl(row.imageKey) : null,
  image_key: row.imageKey,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listEvents(
  ctx: EventContext,
  query: ListQuery,
): Promise<{ alumni_events: AlumniEvent[]; total: number; time_zone: string }> {
  const timeZone = await repo.centerTimeZone(ctx.db, ctx.centerId);
  if (!timeZone) throw notFound();
  const { rows, total } = await repo.listEvents(ctx.db, ctx.centerId, {
    ...query,
    now: ctx.now ?? new Date(),
  });
  return { alumni_events: rows.map((row) => toEvent(row, ctx.storage)), total, time_zone: timeZone };
}

/** The instant of `event_date`: as given when it carries an offset, else local to the center. */
async function instantOf(tx: Tx, ctx: EventContext, eventDate: string): Promise<Date> {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(eventDate)) return new Date(eventDate);
  const at = await repo.localToInstant(tx, ctx.centerId, eventDate);
  if (!at) throw notFound();
  return at;
}

/** An image key may be attached when it was uploaded for this center's events and no other event shows it. */
async function checkImage(ctx: EventContext, key: string, eventId?: string): Promise<void> {
  await verifyUploadedImage(ctx.storage, {
    key,
    centerId: ctx.centerId,
    purpose: 'events',
    field: 'image_key',
  });
  if (await repo.imageInUse(ctx.db, ctx.centerId, key, eventId)) {
    throw badRequest(messages.imageMissing, [{ field: 'image_key', message: messages.imageMissing }]);
  }
}

export async function createEvent(ctx: EventContext, body: AlumniEventBody): Promise<AlumniEvent> {
  const imageKey = body.image_key || null;
  if (imageKey) await checkImage(ctx, imageKey);
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertEvent(tx, ctx.centerId, ctx.userId, {
      title: body.title,
      description: body.description,
      eventDate: await instantOf(tx, ctx, body.event_date),
      imageKey,
    });
    await audit(tx, ctx.actor, {
      action: 'alumni_event.create',
      resourceType: 'alumni_event',
      resourceId: id,
      outcome: 'success',
      detail: { image: !!imageKey },
    });
    const row = await repo.findEvent(tx, ctx.centerId, id);
    if (!row) throw notFound();
    return toEvent(row, ctx.storage);
  });
}

export async function updateEvent(
  ctx: EventContext,
  id: string,
  body: AlumniEventBody,
): Promise<AlumniEvent> {
  const current = await repo.findEvent(ctx.db, ctx.centerId, id);
  if (!current) throw notFound();
  // Omitting image_key keeps the image; null removes it; a new key replaces it.
  const imageKey = body.image_key === undefined ? current.imageKey : body.image_key || null;
  if (imageKey && imageKey !== current.imageKey) await checkImage(ctx, imageKey, id);
  const { event, replaced } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockEvent(tx, ctx.centerId, id);
    if (!locked) throw notFound();
    const values = {
      title: body.title,
      description: body.description,
      eventDate: await instantOf(tx, ctx, body.event_date),
      imageKey,
    };
    await repo.updateEvent(tx, ctx.centerId, id, values);
    const changed = [
      values.title !== locked.title && 'title',
      values.description !== locked.description && 'description',
      values.eventDate.getTime() !== locked.eventDate.getTime() && 'event_date',
      values.imageKey !== locked.imageKey && 'image_key',
    ].filter(Boolean);
    await audit(tx, ctx.actor, {
      action: 'alumni_event.update',
      resourceType: 'alumni_event',
      resourceId: id,
      outcome: 'success',
      detail: { fields: changed },
    });
    const row = await repo.findEvent(tx, ctx.centerId, id);
    if (!row) throw notFound();
    return {
      event: toEvent(row, ctx.storage),
      replaced: locked.imageKey !== imageKey ? locked.imageKey : null,
    };
  });
  // The old image goes once the change is committed; a failure only leaves an orphan file.
  if (replaced) await ctx.storage.delete(replaced).catch(() => undefined);
  return event;
}

export async function deleteEvent(ctx: EventContext, id: string): Promise<void> {
  const imageKey = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockEvent(tx, ctx.centerId, id);
    if (!locked) throw notFound();
    await repo.deleteEvent(tx, ctx.centerId, id);
    await audit(tx, ctx.actor, {
      action: 'alumni_event.delete',
      resourceType: 'alumni_event',
      resourceId: id,
      outcome: 'success',
    });
    return locked.imageKey;
  });
  if (imageKey) await ctx.storage.delete(imageKey).catch(() => undefined);
}
