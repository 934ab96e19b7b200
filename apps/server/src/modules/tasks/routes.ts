import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Daily tasks of the caller's center (spec §7 `/v3/tcenter_daily_tasks`). */
export const registerTasks: ModuleRegistrar = (app, deps) => {
  const ctx = (request: Parameters<typeof actorOf>[0], centerId: string | null) => ({
    db: deps.database.db,
    actor: actorOf(request),
    // Staff access guarantees a center.
    centerId: centerId as string,
  });

  defineRoute(app, routes.listTasks, async ({ user, request }) => ({
    tcenter_daily_tasks: await service.listTasks(ctx(request, user.centerId)),
  }));
  defineRoute(app, routes.createTask, async ({ user, request, body }) => ({
    tcenter_daily_task: await service.createTask(ctx(request, user.centerId), body),
  }));
  defineRoute(app, routes.reorderTasks, async ({ user, request, body }) => ({
    tcenter_daily_tasks: await service.reorderTasks(ctx(request, user.centerId), body),
  }));
  defineRoute(app, routes.updateTask, async ({ user, request, params, body }) => ({
    tcenter_daily_task: await service.updateTask(ctx(request, user.centerId), params.id, body),
  }));
  defineRoute(app, routes.deleteTask, async ({ user, request, params }) => {
    await service.deleteTask(ctx(request, user.centerId), params.id);
    return undefined;
  });
};
