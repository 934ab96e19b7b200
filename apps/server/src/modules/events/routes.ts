import { routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { CurrentUser } from '../../identity/current-user';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Alumni events of the caller's center (spec §7 `/v3/alumni_events`). */
export const registerEvents: ModuleRegistrar = (app, deps) => {
  const ctx = (request: FastifyRequest, user: CurrentUser): service.EventContext => ({
    db: deps.database.db,
    storage: deps.storage,
    actor: actorOf(request),
    // Staff access guarantees a center.
    centerId: user.centerId as string,
    userId: user.userId,
  });

  defineRoute(app, routes.listEvents, ({ user, request, query }) =>
    service.listEvents(ctx(request, user), query),
  );
  defineRoute(app, routes.createEvent, async ({ user, request, body }) => ({
    alumni_event: await service.createEvent(ctx(request, user), body),
  }));
  defineRoute(app, routes.updateEvent, async ({ user, request, params, body }) => ({
    alumni_event: await service.updateEvent(ctx(request, user), params.id, body),
  }));
  defineRoute(app, routes.deleteEvent, async ({ user, request, params }) => {
    await service.deleteEvent(ctx(request, user), params.id);
    return undefined;
  });
};
