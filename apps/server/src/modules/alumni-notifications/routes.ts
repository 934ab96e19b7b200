import { routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { CurrentUser } from '../../identity/current-user';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Alumni notifications: sending one (owners) and the center's history. */
export const registerAlumniNotifications: ModuleRegistrar = (app, deps) => {
  const ctx = (request: FastifyRequest, user: CurrentUser): service.NotificationContext => ({
    db: deps.database.db,
    push: deps.push,
    actor: actorOf(request),
    // Owner access guarantees a center; the path id was checked to be this one.
    centerId: user.centerId as string,
    userId: user.userId,
  });

  defineRoute(app, routes.sendAlumniNotification, async ({ user, request, body }) => ({
    alumni_notification: await service.sendNotification(ctx(request, user), body.message),
  }));
  defineRoute(app, routes.listAlumniNotifications, ({ user, request, query }) =>
    service.listNotifications(ctx(request, user), query),
  );
};
