import { type BodyOf, type DailyTask, messages, type Routes } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { centerDay } from '../../db/center-day';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './repository';

type CreateBody = BodyOf<Routes['createTask']>;
type UpdateBody = BodyOf<Routes['updateTask']>;
type ReorderBody = BodyOf<Routes['reorderTasks']>;

export interface TaskContext {
  db: Db;
  actor: Actor;
  centerId: string;
  /** The instant "the last 7 days" are counted back from; injectable for tests. */
  now?: Date;
}

const toDailyTask = (row: repo.TaskRow): DailyTask => ({
  id: row.id,
  title: row.title,
  description: row.description,
  days: [...row.days].sort((a, b) => a - b),
  active: row.active,
  order: row.position,
  completion_rate_7d:
    row.expected7d > 0 ? Math.min(1, Math.round((row.done7d / row.expected7d) * 1000) / 1000) : null,
  created_at: row.createdAt.toISOString(),
});

export async function listTasks(ctx: TaskContext): Promise<DailyTask[]> {
  const rows = await repo.listTasks(ctx.db, ctx.centerId, await today(ctx.db, ctx));
  return rows.map(toDailyTask);
}

async function today(tx: Tx, ctx: TaskContext): Promise<string> {
  const day = await centerDay(tx, ctx.centerId, ctx.now ?? new Date());
  if (!day) throw notFound();
  return day.today;
}

export async function createTask(ctx: TaskContext, body: CreateBody): Promise<DailyTask> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockTaskList(tx, ctx.centerId);
    const position = await repo.countTasks(tx, ctx.centerId);
    const id = await repo.insertTask(tx, ctx.centerId, body, position);
    await audit(tx, ctx.actor, {
      action: 'daily_task.create',
      resourceType: 'daily_task',
      resourceId: id,
      outcome: 'success',
    });
    return toDailyTask(await mustFind(tx, ctx, id));
  });
}

export async function updateTask(ctx: TaskContext, id: string, body: UpdateBody): Promise<DailyTask> {
  return ctx.db.transaction(async (tx) => {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length === 0) throw badRequest(messages.nothingToUpdate);
    if (!(await repo.updateTask(tx, ctx.centerId, id, values))) throw notFound();
    await audit(tx, ctx.actor, {
      action: 'daily_task.update',
      resourceType: 'daily_task',
      resourceId: id,
      outcome: 'success',
      detail: { fields: Object.keys(values) },
    });
    return toDailyTask(await mustFind(tx, ctx, id));
  });
}

export async function deleteTask(ctx: TaskContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockTaskList(tx, ctx.centerId);
    if (!(await repo.deleteTask(tx, ctx.centerId, id))) throw notFound();
    await audit(tx, ctx.actor, {
      action: 'daily_task.delete',
      resourceType: 'daily_task',
      resourceId: id,
      outcome: 'success',
    });
  });
}

/**
 * Puts the listed tasks first, in the given order; tasks not listed (created meanwhile by someone
 * else) keep their relative order after them. An id that is not one of the center's tasks is a 404
 * and nothing moves.
 */
export async function reorderTasks(ctx: TaskContext, body: ReorderBody): Promise<DailyTask[]> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockTaskList(tx, ctx.centerId);
    const current = await repo.taskIdsInOrder(tx, ctx.centerId);
    const known = new Set(current);
    if (body.ids.some((id) => !known.has(id))) throw notFound();
    const listed = new Set(body.ids);
    await repo.setPositions(tx, ctx.centerId, [...body.ids, ...current.filter((id) => !listed.has(id))]);
    await audit(tx, ctx.actor, {
      action: 'daily_task.reorder',
      resourceType: 'daily_task',
      outcome: 'success',
      detail: { count: body.ids.length },
    });
  });
  return listTasks(ctx);
}

async function mustFind(tx: Tx, ctx: TaskContext, id: string) {
  const row = await repo.findTask(tx, ctx.centerId, id, await today(tx, ctx));
  if (!row) throw notFound();
  return row;
}
